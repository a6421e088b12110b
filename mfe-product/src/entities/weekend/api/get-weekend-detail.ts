import { fetchApiChecked, queryString, type WeekendDetail } from '@shop/api-contract';
import type { Locale, ProductHash } from '@shop/criteria';
import useSWR from 'swr';

/** What the detail call is asked for besides the id and locale (API-015/016). */
export interface WeekendDetailContext {
  /** PROD-017: the minisite the visitor came from. */
  minisite?: string | undefined;
  /** The stay of the page's hash: a dated price when both check-in and nights are known. */
  hash?: Pick<ProductHash, 'checkin' | 'nights' | 'night' | 'a' | 'c' | 'b'> | undefined;
}

/**
 * API-015, PROD-017: GET /api/weekend/{id}/detail.json with the market locale, client=msite, the
 * minisite when there is one, and the hash's stay (checkin, night, party) when it has one.
 */
export function weekendDetailUrl(
  id: string,
  locale: Locale,
  context: WeekendDetailContext = {},
): string {
  const { hash, minisite } = context;
  const nights = hash?.nights ?? hash?.night;
  const dated = hash?.checkin !== undefined && nights !== undefined;
  const party = hash && (hash.a !== 2 || hash.c !== 0 || hash.b !== 0);
  return `/api/weekend/${encodeURIComponent(id)}/detail.json${queryString({
    locale,
    client: 'msite',
    minisite,
    ...(dated ? { checkin: hash.checkin, night: nights } : {}),
    ...(party ? { adult: hash.a, child: hash.c, baby: hash.b } : {}),
  })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isArrayOf = (value: unknown, item: (entry: Record<string, unknown>) => boolean) =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && item(entry));

/**
 * A structural check of what the page reads instead of the contract schema (ADR 0019: no zod on
 * a page's first load, 8.8 KB gz here); the API tests hold the answer to the contract. It covers
 * every list the page iterates over and the fields it formats.
 */
export function isWeekendDetail(body: unknown): body is WeekendDetail {
  if (!isRecord(body) || !isRecord(body.hotel) || !isRecord(body.price)) return false;
  const { hotel, price } = body;
  return (
    isNumber(body.id) &&
    typeof body.label === 'string' &&
    typeof hotel.label === 'string' &&
    typeof hotel.city === 'string' &&
    isNumber(hotel.stars) &&
    isNumber(hotel.id) &&
    isRecord(hotel.review) &&
    isStringArray(hotel.importantInfos) &&
    isNumber(price.sellPrice) &&
    isNumber(price.refPrice) &&
    isNumber(price.promo) &&
    isNumber(price.nights) &&
    isStringArray(body.images) &&
    isStringArray(body.headwords) &&
    isStringArray(body.marketingLabels) &&
    typeof body.published === 'boolean' &&
    isArrayOf(body.programLine, (line) => typeof line.title === 'string') &&
    isArrayOf(body.activities, (activity) => typeof activity.title === 'string') &&
    isArrayOf(body.breadcrumb, (item) => typeof item.label === 'string')
  );
}

export function getWeekendDetail(url: string): Promise<WeekendDetail> {
  return fetchApiChecked(url, isWeekendDetail);
}

/**
 * API-015: the product of the page. PROD-081: a failing call leaves `data` empty and sets
 * `error`; nothing throws into the page.
 */
export function useWeekendDetail(
  id: string | undefined,
  locale: Locale,
  context: WeekendDetailContext = {},
) {
  return useSWR(id ? weekendDetailUrl(id, locale, context) : null, getWeekendDetail, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
