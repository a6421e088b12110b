import { type ActivityOnlyDetail, fetchApiChecked, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** API-017, PROD-075: GET /api/activity-only/weekend/{id}/detail.json for the market locale. */
export function activityDetailUrl(id: string, locale: Locale): string {
  return `/api/activity-only/weekend/${encodeURIComponent(id)}/detail.json${queryString({ locale })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every(isText);
const isListOf = (value: unknown, item: (entry: Record<string, unknown>) => boolean): boolean =>
  Array.isArray(value) && value.every((entry) => isRecord(entry) && item(entry));

const isActivity = (activity: Record<string, unknown>) =>
  isNumber(activity.activityId) &&
  isText(activity.title) &&
  isText(activity.description) &&
  isText(activity.duration) &&
  isText(activity.composition) &&
  (activity.type === 'ACTIVITY' || activity.type === 'DINNER') &&
  (activity.menu === null || isText(activity.menu));

const isPrice = (price: unknown) =>
  isRecord(price) &&
  isNumber(price.sellPrice) &&
  isNumber(price.refPrice) &&
  isNumber(price.promo) &&
  isNumber(price.moneySaved);

const isLocation = (location: Record<string, unknown>) =>
  isNumber(location.id) && isText(location.label) && isText(location.address);

/**
 * A structural check of what the page reads instead of the contract schema (ADR 0019: no zod on
 * a page's first load); the API tests hold the whole answer to the contract.
 */
export function isActivityDetail(body: unknown): body is ActivityOnlyDetail {
  if (!isRecord(body) || !isRecord(body.imagesBySize) || !isRecord(body.pageModel)) return false;
  const { imagesBySize, pageModel, pricesByAdults } = body;
  return (
    isNumber(body.id) &&
    isText(body.label) &&
    isText(body.description) &&
    isText(body.importantInformation) &&
    isText(body.uri) &&
    typeof body.published === 'boolean' &&
    isTextList(imagesBySize['640_360']) &&
    isTextList(imagesBySize['960_540']) &&
    isListOf(body.activities, isActivity) &&
    isRecord(pricesByAdults) &&
    Object.values(pricesByAdults).every(isPrice) &&
    isTextList(body.schedules) &&
    isTextList(body.niceToKnow) &&
    isListOf(body.locations, isLocation) &&
    isNumber(body.voucherValidityMonths) &&
    isText(pageModel.pageTitle) &&
    isText(pageModel.metaRobots) &&
    isText(pageModel.canonicalUrl) &&
    isListOf(pageModel.alternateUrls, (entry) => isText(entry.locale) && isText(entry.url))
  );
}

export function getActivityDetail(url: string): Promise<ActivityOnlyDetail> {
  return fetchApiChecked(url, isActivityDetail);
}

/** PROD-072, PROD-081: the activity-only detail; no call without an id (a bad id never asks). */
export function useActivityDetail(id: string | undefined, locale: Locale) {
  return useSWR(id ? activityDetailUrl(id, locale) : null, getActivityDetail, {
    shouldRetryOnError: false,
  });
}
