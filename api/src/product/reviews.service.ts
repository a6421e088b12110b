import {
  REVIEW_CRITERIA,
  REVIEWS_PAGE_SIZE,
  REVIEWS_PREVIEW_SIZE,
  type HotelReviewsResponse,
  type ReviewSort,
  type ReviewsPreviewResponse,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { and, asc, avg, count, desc, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { hotels, reviews } from '../db/schema';

export interface ReviewListQuery {
  locale: 'all' | Locale;
  sort: ReviewSort;
  page: number;
  withOtherLanguageFallback: boolean;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

const reviewColumns = {
  id: reviews.id,
  locale: reviews.locale,
  customer: reviews.customerName,
  type: reviews.travellerType,
  date: reviews.date,
  average: reviews.average,
};

const ORDER: Record<ReviewSort, SQL[]> = {
  DATE_DESC: [desc(reviews.date), desc(reviews.id)],
  DATE_ASC: [asc(reviews.date), asc(reviews.id)],
  SCORE_DESC: [desc(reviews.average), desc(reviews.date), desc(reviews.id)],
  SCORE_ASC: [asc(reviews.average), desc(reviews.date), desc(reviews.id)],
};

/** Reviews written in the locale's language: fr_FR finds fr_FR and fr_BE reviews (CONT-058). */
const inLanguageOf = (locale: Locale): SQL =>
  sql`left(${reviews.locale}, 2) = ${locale.slice(0, 2)}`;

async function hotelExists(orm: Orm, hotelId: number): Promise<boolean> {
  const [row] = await orm.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, hotelId));
  return row !== undefined;
}

async function summarise(orm: Orm, where: SQL | undefined) {
  const [row] = await orm
    .select({
      totalCount: count(),
      score: avg(reviews.average),
      ...Object.fromEntries(
        REVIEW_CRITERIA.map((criterion) => [criterion, avg(reviews[criterion])]),
      ),
    })
    .from(reviews)
    .where(where);
  return row as { totalCount: number; score: string | null } & Record<string, string | null>;
}

/**
 * API-043: one page of 10 reviews (CONT-057), the score per criterion and overall (CONT-061);
 * with withOtherLanguageFallback, a language without reviews answers every language (CONT-059).
 * Null when the hotel does not exist.
 */
export async function listHotelReviews(
  orm: Orm,
  hotelId: number,
  query: ReviewListQuery,
): Promise<HotelReviewsResponse | null> {
  if (!(await hotelExists(orm, hotelId))) return null;
  const ofHotel = eq(reviews.hotelId, hotelId);
  let where = query.locale === 'all' ? ofHotel : and(ofHotel, inLanguageOf(query.locale));
  let summary = await summarise(orm, where);
  let languageFallback = false;
  if (summary.totalCount === 0 && query.locale !== 'all' && query.withOtherLanguageFallback) {
    where = ofHotel;
    summary = await summarise(orm, where);
    languageFallback = summary.totalCount > 0;
  }
  const rows =
    summary.totalCount > query.page * REVIEWS_PAGE_SIZE
      ? await orm
          .select({
            ...reviewColumns,
            positive: reviews.positiveComment,
            negative: reviews.negativeComment,
          })
          .from(reviews)
          .where(where)
          .orderBy(...ORDER[query.sort])
          .limit(REVIEWS_PAGE_SIZE)
          .offset(query.page * REVIEWS_PAGE_SIZE)
      : [];
  const scoreOf = (value: string | null | undefined) =>
    value == null ? null : round1(Number(value));
  return {
    list: rows.map((row) => ({ ...row, average: round1(row.average) })),
    details:
      summary.totalCount === 0
        ? []
        : REVIEW_CRITERIA.map((label) => ({ label, score: scoreOf(summary[label]) ?? 0 })),
    score: scoreOf(summary.score),
    totalCount: summary.totalCount,
    page: query.page,
    pageSize: REVIEWS_PAGE_SIZE,
    languageFallback,
  };
}

/** Reviews counted as positive in the preview: a positive comment and at least 7/10. */
const POSITIVE_MIN_AVERAGE = 7;

/** API-044 / CONT-064: up to 4 positive reviews, newest first, the locale's language first. */
export async function previewHotelReviews(
  orm: Orm,
  hotelId: number,
  locale: Locale | undefined,
): Promise<ReviewsPreviewResponse | null> {
  if (!(await hotelExists(orm, hotelId))) return null;
  const rows = await orm
    .select({ ...reviewColumns, positive: reviews.positiveComment })
    .from(reviews)
    .where(
      and(
        eq(reviews.hotelId, hotelId),
        ne(reviews.positiveComment, ''),
        gte(reviews.average, POSITIVE_MIN_AVERAGE),
      ),
    )
    .orderBy(...(locale ? [desc(inLanguageOf(locale))] : []), desc(reviews.date), desc(reviews.id))
    .limit(REVIEWS_PREVIEW_SIZE);
  return { list: rows.map((row) => ({ ...row, average: round1(row.average) })) };
}
