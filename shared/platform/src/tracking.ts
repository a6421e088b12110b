import { platformStore } from './store';
import type { TrackingEventName } from '@shop/api-contract/tracking-events';

export { TRACKING_EVENTS, type TrackingEventName } from '@shop/api-contract/tracking-events';

export type TrackingParams = Record<string, string | number | boolean | null | undefined>;

export interface TrackingContext {
  clientId: string;
  userId: string | null;
  sessionId: string;
  /** BEY-004: analytics leave the browser only with consent. */
  consent: { analytics: boolean; personalisedAds: boolean };
  pageType: string;
  abTests: string;
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
  const { locale, location, publicHost } = platformStore.getState();
  return {
    client_id: context.clientId,
    user_id: context.userId,
    non_personalized_ads: !context.consent.personalisedAds,
    user_data: { fbp: null, fbc: null },
    events: [
      {
        client_id: context.clientId,
        name,
        params: {
          user_logged_in: context.userId !== null,
          ga_session_id: context.sessionId,
          page_path: location.pathname,
          page_hostname: publicHost,
          page_type: context.pageType,
          ab_tests: context.abTests,
          locale,
          transaction_side: 'customer',
          ...normaliseParams(params),
        },
      },
    ],
  };
}

/**
 * Pushes the event to the data layer and, with consent, posts it to analytics/ga/collect/{pos}
 * (SHELL-063). Resolves true on HTTP 200; any failure resolves false silently.
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
  if (!context.consent.analytics) return false;
  const { market } = platformStore.getState();
  try {
    const response = await fetch(`/api/analytics/ga/collect/${market.pos.toLowerCase()}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(buildAnalyticsPayload(name, params, context)),
      keepalive: true,
    });
    return response.status === 200;
  } catch {
    return false;
  }
}
