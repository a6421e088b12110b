import { fetchApiLazy, type HumanCheckChallenge } from '@shop/api-contract';
import { solveProofOfWork } from '../lib/proof-of-work';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["humanCheckChallengeSchema"] */ '@shop/api-contract');

/** API-042: GET /api/front/human-check/challenge — a fresh challenge for each send. */
export const HUMAN_CHECK_URL = '/api/front/human-check/challenge';

export function getHumanCheckChallenge(): Promise<HumanCheckChallenge> {
  return fetchApiLazy(HUMAN_CHECK_URL, async () => (await contract()).humanCheckChallengeSchema, {
    cache: 'no-store',
  });
}

/**
 * CONT-039: the token of the invisible human check, asked for when the visitor sends (never
 * cached: each challenge is good for one send, so no SWR here).
 */
export async function humanCheckToken(): Promise<string> {
  const { challenge, difficulty } = await getHumanCheckChallenge();
  return solveProofOfWork(challenge, difficulty);
}
