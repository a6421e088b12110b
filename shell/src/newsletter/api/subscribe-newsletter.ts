import { callApi, fetchApi, newsletterResponseSchema, queryString } from '@shop/api-contract';
import { humanCheckToken } from '@shop/platform/human-check';
import { safeParse } from 'zod/mini';

export interface Subscription {
  email: string;
  country: string;
  language: string;
}

/** API-041: POST /api/front/marketing/newsletter (the footer box). */
export const NEWSLETTER_POST_URL = '/api/front/marketing/newsletter';
/** API-041: GET /api/marketing/newsletter (the modal, with its source). */
export const NEWSLETTER_GET_URL = '/api/marketing/newsletter';

/**
 * CONT-049, CONT-055: the box's subscription (email, country, language, with the human check);
 * true only on HTTP 200 or 201 with the contract's answer. Throws on failure.
 */
export async function subscribeFromBox(subscription: Subscription): Promise<boolean> {
  const humanCheck = await humanCheckToken();
  const { status, body } = await callApi(NEWSLETTER_POST_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...subscription, humanCheck }),
  });
  return (status === 200 || status === 201) && safeParse(newsletterResponseSchema, body).success;
}

/** CONT-053..055: the modal's subscription, which adds its source; throws on failure. */
export async function subscribeFromModal(
  subscription: Subscription,
  source: string,
): Promise<void> {
  const humanCheck = await humanCheckToken();
  await fetchApi(
    `${NEWSLETTER_GET_URL}${queryString({ ...subscription, source, humanCheck })}`,
    newsletterResponseSchema,
  );
}
