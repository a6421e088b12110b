/**
 * BEY-004: the consent cookie's format, read and written by the page and by the server (the
 * served banner, the banner's form sent before the page's code runs: ADR 0100).
 */

/** The purposes a visitor chooses one by one (strictly necessary cookies need no consent). */
export const CONSENT_PURPOSES = ['analytics', 'ads'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export interface ConsentChoice {
  /** Measuring the audience: analytics calls may leave the browser. */
  analytics: boolean;
  /** Personalised advertising: non_personalized_ads is false only with it (SHELL-064). */
  ads: boolean;
  /** When the choice was made (ms since the epoch). */
  decidedAt: number;
}

export const CONSENT_COOKIE = 'shop_consent';
/** BEY-004: the choice is kept six months (then asked again). */
export const CONSENT_MAX_AGE_DAYS = 183;
const MAX_AGE_MS = CONSENT_MAX_AGE_DAYS * 86_400_000;

/** The cookie value of a choice: `v1.<analytics 0|1>.<ads 0|1>.<decidedAt>`. */
export function serialiseConsent(choice: ConsentChoice): string {
  return `v1.${choice.analytics ? 1 : 0}.${choice.ads ? 1 : 0}.${Math.trunc(choice.decidedAt)}`;
}

/** The Set-Cookie / document.cookie line recording a choice for six months. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${serialiseConsent(choice)}; Path=/; Max-Age=${
    CONSENT_MAX_AGE_DAYS * 86_400
  }; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The choice a cookie value holds, or null when there is none, it is malformed or older than six
 * months (then the banner asks again). Never throws.
 */
export function parseConsent(value: string | undefined, now = Date.now()): ConsentChoice | null {
  const match = /^v1\.([01])\.([01])\.(\d{1,15})$/.exec(value ?? '');
  if (!match) return null;
  const decidedAt = Number(match[3]);
  if (decidedAt > now + 86_400_000 || now - decidedAt > MAX_AGE_MS) return null;
  return { analytics: match[1] === '1', ads: match[2] === '1', decidedAt };
}

/**
 * The banner's form (ADR 0100): "Reject all" and "Accept all" are its submit buttons, so a
 * choice made before the page's code runs, or without JavaScript, is sent to the server, which
 * records it and sends the visitor back.
 */
export const CONSENT_FORM = {
  action: '/api/front/consent',
  /** The button's field: `accept` or `reject`. */
  choice: 'choice',
  /** The page to return to (a path of this shop). */
  back: 'back',
} as const;
