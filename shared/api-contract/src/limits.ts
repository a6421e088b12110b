/**
 * Plain values of the contract, without schemas: pages import them without bundling zod schemas
 * they never call (ADR 0014).
 */

/** Largest id a PostgreSQL `integer` column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * The request header carrying a solved human-check challenge ("<challenge>:<nonce>") when the
 * search answers 429 HUMAN_CHECK_REQUIRED (SHELL-053, ADR 0105); lower case, as Node reads it.
 */
export const HUMAN_CHECK_HEADER = 'x-human-check';

/** Most nights one search or stay covers. */
export const MAX_NIGHTS = 30;

/** Destination categories (CRIT-050, CRIT-051): one list, in @shop/criteria (ADR 0027). */
export {
  DESTINATION_CATEGORIES,
  SEARCH_PLACE_CATEGORIES,
  type SearchPlaceCategory,
} from '@shop/criteria';

/** LEFT-010: offers per results page, and the most a caller may ask for. */
export const OFFERS_DEFAULT_PAGE_SIZE = 24;
export const OFFERS_MAX_PAGE_SIZE = 48;

/** SRCH-017: activity-only packages per page (numberOfPackagesPerHotel), and the most. */
export const ACTIVITY_SEARCH_DEFAULT_PAGE_SIZE = 20;
export const ACTIVITY_SEARCH_MAX_PAGE_SIZE = 48;

/** CONT-057: reviews page size and sort options (default newest first). */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEW_SORTS = ['DATE_DESC', 'DATE_ASC', 'SCORE_DESC', 'SCORE_ASC'] as const;

/** CONT-061: the criteria scored 0–10. */
export const REVIEW_CRITERIA = [
  'welcoming',
  'comfort',
  'cleanliness',
  'food',
  'localization',
  'priceQualityRatio',
] as const;

/** CONT-058: review language choices; a locale filters by its language (fr_FR also finds fr_BE). */
export const REVIEW_LANGUAGE_CHOICES = ['all', 'fr_FR', 'es_ES', 'it_IT', 'nl_NL'] as const;

/** CONT-064: at most 4 positive reviews in the preview. */
export const REVIEWS_PREVIEW_SIZE = 4;

/** CONT-034: contact reasons and their request type / subtype. */
export const CONTACT_REASONS = {
  avv_info: { requestType: 'Hotel Activity information request', requestSubtype: '' },
  booking_info: { requestType: 'Information/request', requestSubtype: '' },
  emailconf: { requestType: 'Information/request', requestSubtype: 'Confirmation email' },
  modification: { requestType: 'Modification', requestSubtype: '' },
  cancellation: { requestType: 'Cancellation Request', requestSubtype: '' },
  complaint: { requestType: 'Complaint', requestSubtype: '' },
  other: { requestType: '', requestSubtype: '' },
} as const;
export type ContactReason = keyof typeof CONTACT_REASONS;

/** CONT-041..046: the contact form's messages (the spec's English copy). */
export const CONTACT_MESSAGES = {
  bookingId: 'Booking number is composed of 8 digits',
  email: 'Email seems incorrect',
  name: 'Only text is expected',
  phone: 'Phone number seems incorrect',
  required: 'Mandatory field',
} as const;

/** CONT-040 / CONT-038: the ref the contact POST returns with (API-042, LEFT-023). */
export const CONTACT_THANK_YOU_REF = 'contact_thank_you';
export const CONTACT_ERROR_REF = 'contact_error';
/** With ref=contact_error, the field a form sent without JavaScript got wrong (ADR 0091). */
export const CONTACT_FIELD_PARAM = 'field';
