import { z } from 'zod/mini';
import { LOCALES } from '@shop/criteria';
import { TRACKING_EVENTS } from './tracking-events';

export { TRACKING_EVENTS };
/** SHELL-065: the only tracking event names. */
export const trackingEventNameSchema = z.enum(TRACKING_EVENTS);
export type TrackingEventName = z.infer<typeof trackingEventNameSchema>;

/** Points of sale of the analytics endpoint, lower-case. */
export const ANALYTICS_POS = ['fr', 'es', 'be', 'nl', 'it'] as const;
export const analyticsParamsSchema = z.object({ pos: z.enum(ANALYTICS_POS) });
export type AnalyticsParams = z.infer<typeof analyticsParamsSchema>;

const text = (max: number) => z.string().check(z.maxLength(max));
/** Normalised extra params: flat scalar values. */
const extraValue = z.union([text(1024), z.number(), z.boolean(), z.null()]);

/** SHELL-064: the event params; extra params beyond the listed ones are kept (at most 50). */
export const analyticsEventParamsSchema = z
  .catchall(
    z.object({
      user_logged_in: z.boolean(),
      ga_session_id: z.union([text(64), z.number()]),
      page_path: text(2048),
      page_hostname: text(255),
      page_type: text(64),
      ab_tests: z.union([text(1024), z.array(text(128)).check(z.maxLength(50))]),
      locale: z.enum(LOCALES),
      transaction_side: text(64),
    }),
    extraValue,
  )
  .check(
    z.refine((params) => Object.keys(params).length <= 58, 'at most 50 extra params are accepted'),
  );

export const analyticsEventSchema = z.object({
  client_id: z.optional(text(128)),
  name: trackingEventNameSchema,
  params: analyticsEventParamsSchema,
});

/** POST /api/analytics/ga/collect/:pos (API-046, SHELL-063/064), Content-Type application/json. */
export const analyticsPayloadSchema = z.object({
  client_id: text(128),
  user_id: z.optional(z.nullable(text(128))),
  non_personalized_ads: z.boolean(),
  user_data: z.optional(
    z.object({ fbp: z.optional(z.nullable(text(256))), fbc: z.optional(z.nullable(text(256))) }),
  ),
  /** Exactly one event (SHELL-064). */
  events: z.array(analyticsEventSchema).check(z.length(1, 'expected exactly one event')),
});
export type AnalyticsPayload = z.infer<typeof analyticsPayloadSchema>;

export const analyticsResponseSchema = z.object({ received: z.literal(true) });
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;

/**
 * BEY-004, ADR 0100: the cookie banner's form, sent by the browser itself when a choice is made
 * before the page's code runs or without JavaScript (`CONSENT_FORM` in @shop/platform names its
 * fields): the choice and the page to return to. Answered 303 to that page with the cookies set.
 */
export const consentFormSchema = z.object({
  choice: z.enum(['accept', 'reject']),
  back: z.optional(z.string().check(z.maxLength(2048))),
});
export type ConsentForm = z.infer<typeof consentFormSchema>;
