import { type ActivityImagesResponse, fetchApiChecked, queryString } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

/** API-018: GET /api/activities/{id}/images.json — the images with their alternative text. */
export function activityImagesUrl(id: string, locale: Locale): string {
  return `/api/activities/${encodeURIComponent(id)}/images.json${queryString({ locale })}`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A structural check of what the carousel reads (ADR 0019). */
export function isActivityImages(body: unknown): body is ActivityImagesResponse {
  return (
    Array.isArray(body) &&
    body.every(
      (image) =>
        isRecord(image) &&
        typeof image.alt === 'string' &&
        isRecord(image.sizes) &&
        typeof image.sizes['640_360'] === 'string' &&
        typeof image.sizes['960_540'] === 'string',
    )
  );
}

export function getActivityImages(url: string): Promise<ActivityImagesResponse> {
  return fetchApiChecked(url, isActivityImages);
}

/** The carousel's images; on failure the carousel keeps the detail's own image list. */
export function useActivityImages(id: string | undefined, locale: Locale) {
  return useSWR(id ? activityImagesUrl(id, locale) : null, getActivityImages, {
    shouldRetryOnError: false,
  });
}
