import type { AnalyticsPayload } from '@shop/api-contract';
import type { Orm } from '../db/client';
import { analyticsEvents } from '../db/schema';
import { storableText } from '../db/text';

/** JSON made storable in jsonb: every string and key through storableText. */
function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]),
    );
  }
  return value;
}

/** API-046: keeps the analytics payload as received (validated, SHELL-064). */
export async function storeAnalyticsEvent(
  orm: Orm,
  pos: string,
  payload: AnalyticsPayload,
): Promise<void> {
  await orm.insert(analyticsEvents).values({ pos, payload: storableJson(payload) });
}
