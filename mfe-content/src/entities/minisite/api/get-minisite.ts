import { fetchApiLazy, type Minisite } from '@shop/api-contract';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () => import(/* webpackExports: ["minisiteSchema"] */ '@shop/api-contract');

/** API-052, CONT-066: GET /api/minisites/{id}.json — the partner minisite, or 404. */
export const minisiteUrl = (id: string) => `/api/minisites/${encodeURIComponent(id)}.json`;

export const getMinisite = (url: string): Promise<Minisite> =>
  fetchApiLazy(url, async () => (await contract()).minisiteSchema);

export function useMinisite(id: string | undefined) {
  return useSWR(id ? minisiteUrl(id) : null, getMinisite, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
