import {
  fetchApiChecked,
  MAX_ID,
  queryString,
  type OfferCard,
  type OffersRequest,
  type OffersResponse,
  type RecommendationsResponse,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { reportError } from '@shop/platform';
import { isResultsAnswer } from '../../../entities/search/lib/results-answer';

/** The offers.json endpoint: exact-match lookup (API-007) and hotel offers (API-004). */
export const OFFERS_URL = '/api/offers.json';
/** Editorial selections, the error-page marketicles (API-050). */
export const SELECTIONS_URL = '/api/recommendations.json';
/** Offers the "Other offer in {hotel}" carousel asks for. */
export const HOTEL_OFFERS_COUNT = 12;
/** Editorial selections shown at most. */
export const SELECTIONS_MAX = 8;

/**
 * SRCH-067: the hotelId the address hash carries (`#hotelId=123`), when it is a database id;
 * anything else (missing, empty, negative, decimal, too large, garbage) is no hotelId.
 */
export function hotelIdFromHash(hash: string): number | undefined {
  let value: string | null;
  try {
    value = new URLSearchParams(hash.replace(/^#/, '')).get('hotelId');
  } catch {
    return undefined;
  }
  if (value === null || !/^[1-9][0-9]{0,9}$/.test(value.trim())) return undefined;
  const id = Number(value.trim());
  return id <= MAX_ID ? id : undefined;
}

/** SRCH-067, API-007: one exact-match offer of the hotel: limit 1, no page model. */
export function exactMatchRequest(hotelId: number, locale: Locale): OffersRequest {
  return { locale, criteria: { hotelId }, limit: 1, fetchPageModel: false };
}

/** SRCH-068, API-004: the hotel's offers for the carousel, cheapest first, no page model. */
export function hotelOffersRequest(hotelId: number, locale: Locale): OffersRequest {
  return {
    locale,
    orderBy: 'priceAsc',
    criteria: { hotelId },
    numberOfPackagesPerHotel: HOTEL_OFFERS_COUNT,
    fetchPageModel: false,
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * What the page reads of an offers answer (ADR 0014: a structural check, not the contract schema,
 * on this first screen): the result cards, each with its hotel's numeric id.
 */
export function isHotelOffersAnswer(body: unknown): body is OffersResponse {
  return (
    isResultsAnswer<OffersResponse>(body) &&
    body.exactMatch.every(
      (card: unknown) =>
        isObject(card) && isObject(card.hotel) && typeof card.hotel.id === 'number',
    )
  );
}

/** What the page reads of the recommendations answer: items of four strings. */
export function isRecommendationsAnswer(body: unknown): body is RecommendationsResponse {
  return (
    isObject(body) &&
    Array.isArray(body.items) &&
    body.items.every(
      (item: unknown) =>
        isObject(item) &&
        (['id', 'url', 'title', 'cover'] as const).every((key) => typeof item[key] === 'string'),
    )
  );
}

async function postOffers(request: OffersRequest, signal?: AbortSignal): Promise<OfferCard[]> {
  const answer = await fetchApiChecked(OFFERS_URL, isHotelOffersAnswer, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    signal,
  });
  return answer.exactMatch;
}

/** SRCH-067: the exact match of the hotel, or null when it has none (0 or 1 offer, API-007). */
export async function fetchExactMatch(
  hotelId: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<OfferCard | null> {
  const [match] = await postOffers(exactMatchRequest(hotelId, locale), signal);
  // An answer about another hotel is not a match of this one.
  return match && match.hotel.id === hotelId ? match : null;
}

/** SRCH-068: the hotel's offers (only that hotel's, whatever the answer holds). */
export async function fetchHotelOffers(
  hotelId: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<OfferCard[]> {
  const offers = await postOffers(hotelOffersRequest(hotelId, locale), signal);
  return offers.filter((offer) => offer.hotel.id === hotelId);
}

/** An error-page marketicle (SRCH-070): id, url, title, cover. */
export interface Selection {
  id: string;
  url: string;
  title: string;
  cover: string;
}

/**
 * Content links may only be site paths or http(s) addresses: anything else (javascript:, data:,
 * protocol-relative `//host`) is dropped, so content cannot run script through a link.
 */
export function safeContentUrl(url: string): string | undefined {
  const text = url.trim();
  if (text.startsWith('/'))
    return text.startsWith('//') || text.startsWith('/\\') ? undefined : text;
  return /^https?:\/\/[^\s/]/i.test(text) ? text : undefined;
}

/**
 * SRCH-070, API-050: the current editorial selections of the locale, each with a safe link and
 * cover, de-duplicated by id, at most SELECTIONS_MAX. Entries with an unsafe link are left out.
 */
export async function fetchSelections(locale: Locale, signal?: AbortSignal): Promise<Selection[]> {
  const answer = await fetchApiChecked(
    `${SELECTIONS_URL}${queryString({ locale })}`,
    isRecommendationsAnswer,
    { signal },
  );
  const seen = new Set<string>();
  const selections: Selection[] = [];
  for (const item of answer.items) {
    const url = safeContentUrl(item.url);
    const title = item.title.trim();
    if (!url || !title || seen.has(item.id)) continue;
    seen.add(item.id);
    selections.push({ id: item.id, url, title, cover: safeContentUrl(item.cover) ?? '' });
    if (selections.length === SELECTIONS_MAX) break;
  }
  return selections;
}

/**
 * SRCH-066: reports the failed address (uri, locale) to the shop's error route. The API's only
 * error route is POST /api/logs (API-045), which `reportError` calls with the market locale; its
 * failures are only written to the console, never thrown.
 */
export function reportNotFound(uri: string): Promise<void> {
  return reportError({ message: `Page not found: ${uri}`, location: uri, app: 'mfe_search' });
}
