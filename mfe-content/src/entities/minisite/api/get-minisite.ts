import { fetchApi, minisiteSchema, type Minisite } from '@shop/api-contract';
import useSWR from 'swr';

/** API-052, CONT-066: GET /api/minisites/{id}.json — the partner minisite, or 404. */
export const minisiteUrl = (id: string) => `/api/minisites/${encodeURIComponent(id)}.json`;

export const getMinisite = (url: string): Promise<Minisite> => fetchApi(url, minisiteSchema);

export function useMinisite(id: string | undefined) {
  return useSWR(id ? minisiteUrl(id) : null, getMinisite, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
