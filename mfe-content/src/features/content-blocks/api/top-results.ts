import { fetchApiLazy, type SearchKey } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { paths } from '@shop/platform';
import useSWR from 'swr';
import type { SearchType } from '../model/read-block';

/** Contract schemas, loaded with the first answer they check (ADR 0102). */
const contract = () =>
  import(
    /* webpackExports: ["activitySearchResponseSchema", "offersResponseSchema", "searchKeySchema"] */ '@shop/api-contract'
  );

/** API-047: GET /api/search-keys/{key}.json — the search a key stands for. */
export const searchKeyUrl = (key: string) => `/api/search-keys/${encodeURIComponent(key)}.json`;
export const OFFERS_URL = '/api/offers.json';
export const ACTIVITY_SEARCH_URL = '/api/activity-only/search.json';

/** One top result, ready to show. */
export interface TopResult {
  id: number;
  label: string;
  place: string;
  image: string | null;
  href: string;
  /** Cents. */
  price: number;
  refPrice: number;
  promo: number;
}

/** The search's own criteria fields a key may carry (numbers: ids, guests). */
const CRITERIA_FIELDS = [
  'theme',
  'city',
  'region',
  'department',
  'country',
  'touristicregion',
  'searesort',
  'skiresort',
  'poi',
  'adults',
  'children',
  'babies',
] as const;

function criteriaOf(key: SearchKey): Record<string, number> {
  const criteria: Record<string, number> = {};
  for (const field of CRITERIA_FIELDS) {
    const value = key.criteria[field];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) criteria[field] = value;
  }
  return criteria;
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/**
 * CONT-022: the key is resolved, then activities are searched with the block's limit,
 * numberOfPackagesPerHotel 20, page 0; stays and gifts with numberOfPackagesPerHotel 1 ordered by priceQuality. At most
 * `count` results (CONT-021).
 */
export async function getTopResults(
  searchKey: string,
  type: SearchType,
  count: number,
  locale: Locale,
): Promise<TopResult[]> {
  const key = await fetchApiLazy(
    searchKeyUrl(searchKey),
    async () => (await contract()).searchKeySchema,
  );
  const criteria = criteriaOf(key);
  if ((key.type ?? type) === 'activities') {
    const answer = await fetchApiLazy(
      ACTIVITY_SEARCH_URL,
      async () => (await contract()).activitySearchResponseSchema,
      postJson({
        locale,
        searchCriterias: criteria,
        numberOfPackagesPerHotel: key.numberOfPackagesPerHotel,
        page: key.page,
        limit: count,
      }),
    );
    return answer.exactMatch.slice(0, count).map((card) => ({
      id: card.id,
      label: card.label,
      place: card.location.city || card.location.label,
      image: card.imageUrl,
      href: paths.activity(card.id),
      price: card.sellPrice,
      refPrice: card.refPrice,
      promo: card.promo,
    }));
  }
  const gifts = key.type === 'gifts';
  const answer = await fetchApiLazy(
    OFFERS_URL,
    async () => (await contract()).offersResponseSchema,
    postJson({
      locale,
      criteria,
      sort: key.sort ?? 'priceQuality',
      numberOfPackagesPerHotel: key.numberOfPackagesPerHotel,
      page: key.page,
      limit: count,
      fetchPageModel: false,
      performGiftableSearch: gifts,
    }),
  );
  return answer.exactMatch.slice(0, count).map((card) => ({
    id: card.id,
    label: card.label,
    place: card.hotel.location.label,
    image: card.imageUrl,
    href: paths.product(card.id, gifts ? { flow: 'gifting' } : undefined),
    price: card.sellPrice,
    refPrice: card.refPrice,
    promo: card.promo,
  }));
}

/** CONT-023: a failing search gives an empty list, and the block hides. */
export function useTopResults(searchKey: string, type: SearchType, count: number, locale: Locale) {
  const { data, isLoading } = useSWR(
    ['top-results', searchKey, type, count, locale] as const,
    ([, key, kind, size, market]) => getTopResults(key, kind, size, market).catch(() => []),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { results: data ?? [], isLoading };
}
