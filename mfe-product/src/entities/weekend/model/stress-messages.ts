import type { WeekendDetail } from '@shop/api-contract';
import { roomsLeft, visibleStressMessages } from '@shop/criteria';

/** Marketing label codes the shop has copy for (others are not shown: no raw codes on screen). */
export const MARKETING_LABELS = ['BEST_SELLER', 'NEW', 'EXCLUSIVE'] as const;
export type MarketingLabel = (typeof MARKETING_LABELS)[number];

export type StressMessage =
  | { kind: 'lastMinute' }
  | { kind: 'roomsLeft'; count: number }
  | { kind: 'marketing'; label: MarketingLabel }
  | { kind: 'targeted'; label: NonNullable<WeekendDetail['targetedLabel']> };

const isMarketingLabel = (code: string): code is MarketingLabel =>
  (MARKETING_LABELS as readonly string[]).includes(code);

/**
 * PROD-016: the product's stress badges, in the order of the spec's fields — lastMinute,
 * availableRooms ("rooms left" at 3 or fewer, CRIT-088), marketingLabels, targetedLabel — of which
 * the first 2 show by default (CRIT-089).
 */
export interface StressFields {
  lastMinute: boolean;
  availableRooms: number | null;
  marketingLabels: readonly string[];
  targetedLabel: WeekendDetail['targetedLabel'];
}

export function stressMessages(detail: StressFields, max?: number): StressMessage[] {
  const all: StressMessage[] = [];
  if (detail.lastMinute) all.push({ kind: 'lastMinute' });
  const rooms = roomsLeft(detail.availableRooms);
  if (rooms !== undefined) all.push({ kind: 'roomsLeft', count: rooms });
  for (const code of detail.marketingLabels) {
    if (isMarketingLabel(code)) all.push({ kind: 'marketing', label: code });
  }
  if (detail.targetedLabel) all.push({ kind: 'targeted', label: detail.targetedLabel });
  return visibleStressMessages(all, max);
}
