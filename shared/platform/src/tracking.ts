import { consentStore } from './consent';
import { platformStore } from './store';
import type { TrackingEventName } from '@shop/api-contract/tracking-events';

export { TRACKING_EVENTS, type TrackingEventName } from '@shop/api-contract/tracking-events';

export type TrackingParams = Record<string, string | number | boolean | null | undefined>;

/**
 * What a page says about an event. The visitor's identity (client id, session id, signed-in
 * account) and consent are the page's: `track` reads them from the platform (BEY-004, SHELL-058,
 * SHELL-066); the optional fields here only stand in for them where `buildAnalyticsPayload` is
 * called directly.
 */
export interface TrackingContext {
  pageType: string;
  abTests: string;
  clientId?: string;
  userId?: string | null;
  sessionId?: string;
  /**
   * Ignored by `track`: the visitor's choice in the consent store decides (BEY-004). Kept so
   * that callers written before the consent banner still compile.
   */
  consent?: { analytics: boolean; personalisedAds: boolean };
  /** SHELL-064: the advertising ids, read by `track` only with the advertising consent. */
  userData?: { fbp: string | null; fbc: string | null };
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

function normaliseParams(params: TrackingParams): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const normalisedKey = key
      .replace(/[^a-zA-Z0-9_]/g, '_')
      .toLowerCase()
      .slice(0, 40);
    out[normalisedKey] = typeof value === 'string' ? value.slice(0, 100) : value;
  }
  return out;
}

/** SHELL-064: the analytics payload, with exactly one event. */
export function buildAnalyticsPayload(
  name: TrackingEventName,
  params: TrackingParams,
  context: TrackingContext,
) {
  const { locale, location, publicHost, careMode } = platformStore.getState();
  const clientId = context.clientId ?? '';
  const userId = context.userId ?? null;
  return {
    client_id: clientId,
    user_id: userId,
    non_personalized_ads: !context.consent?.personalisedAds,
    user_data: context.userData ?? { fbp: null, fbc: null },
    events: [
      {
        client_id: clientId,
        name,
        params: {
          user_logged_in: userId !== null,
          ga_session_id: context.sessionId ?? '',
          page_path: location.pathname,
          page_hostname: publicHost,
          page_type: context.pageType,
          ab_tests: context.abTests,
          locale,
          // An agent in care mode books on a shopper's behalf (SHELL-051).
          transaction_side: careMode ? 'agent' : 'customer',
          ...normaliseParams(params),
        },
      },
    ],
  };
}

/**
 * Pushes the event to the page's data layer and, only when the visitor accepted analytics
 * (BEY-004), posts it to analytics/ga/collect/{pos} (SHELL-063) with the client id (polled,
 * SHELL-066), the session id and non_personalized_ads from the advertising choice. Resolves true
 * on HTTP 200; no consent, no client id or any failure resolves false silently.
 */
export async function track(
  name: TrackingEventName,
  params: TrackingParams,
  context: TrackingContext,
): Promise<boolean> {
  if (typeof window !== 'undefined') {
    window.dataLayer ??= [];
    window.dataLayer.push({ event: name, ...normaliseParams(params) });
  }
  const choice = consentStore.getState().choice;
  if (!choice?.analytics) return false;
  // Identity code loads with the first event sent with consent, never with a page's first load.
  const [{ pollClientId, readAdsIdentifiers, sessionId }, { readAccount }] = await Promise.all([
    import('./analytics-identity'),
    import('./account'),
  ]);
  const clientId = await pollClientId();
  if (!clientId) return false;
  const { signedIn, accountId } = readAccount();
  const { market } = platformStore.getState();
  try {
    const response = await fetch(`/api/analytics/ga/collect/${market.pos.toLowerCase()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(
        buildAnalyticsPayload(name, params, {
          ...context,
          clientId,
          userId: signedIn ? accountId : null,
          sessionId: sessionId(),
          consent: { analytics: true, personalisedAds: choice.ads },
          // SHELL-064, BEY-004: advertising ids only with the advertising consent.
          userData: choice.ads ? readAdsIdentifiers() : { fbp: null, fbc: null },
        }),
      ),
      keepalive: true,
    });
    return response.status === 200;
  } catch {
    return false;
  }
}
