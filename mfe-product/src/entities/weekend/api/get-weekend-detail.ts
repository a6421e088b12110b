import { fetchApiChecked, queryString, type WeekendDetail } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** API-015: GET /api/weekend/{id}/detail.json — the product's label, hotel and price. */
export function weekendDetailUrl(id: string, locale: Locale): string {
  return `/api/weekend/${encodeURIComponent(id)}/detail.json${queryString({ locale })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * A structural check of what the page reads instead of the contract schema (ADR 0019: no zod on
 * a page's first load, 8.8 KB gz here); the API tests hold the answer to the contract.
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
    isNumber(price.sellPrice) &&
    isNumber(price.refPrice) &&
    isNumber(price.promo) &&
    isNumber(price.nights)
  );
}

export function getWeekendDetail(url: string): Promise<WeekendDetail> {
  return fetchApiChecked(url, isWeekendDetail);
}

export function useWeekendDetail(id: string | undefined, locale: Locale) {
  return useSWR(id ? weekendDetailUrl(id, locale) : null, getWeekendDetail, {
    shouldRetryOnError: false,
  });
}
