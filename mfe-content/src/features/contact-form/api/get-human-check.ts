import { fetchApi, humanCheckChallengeSchema, type HumanCheckChallenge } from '@shop/api-contract';
import { solveProofOfWork } from '../lib/proof-of-work';

/** API-042: GET /api/front/human-check/challenge — a fresh challenge for each send. */
export const HUMAN_CHECK_URL = '/api/front/human-check/challenge';

export function getHumanCheckChallenge(): Promise<HumanCheckChallenge> {
  return fetchApi(HUMAN_CHECK_URL, humanCheckChallengeSchema, { cache: 'no-store' });
}

/**
 * CONT-039: the token of the invisible human check, asked for when the visitor sends (never
 * cached: each challenge is good for one send, so no SWR here).
 */
export async function humanCheckToken(): Promise<string> {
  const { challenge, difficulty } = await getHumanCheckChallenge();
  return solveProofOfWork(challenge, difficulty);
}
