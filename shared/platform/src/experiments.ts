/**
 * SHELL-055: experiments assigned per visitor. A visitor keeps one id (cookie), and each
 * experiment hashes that id with its name to a stable half: the same visitor always sees the
 * same variation, and the experiments are independent of each other. `?experiments=name:variation,…`
 * forces variations (QA, customer care reproducing what a visitor saw, tests).
 */
export const EXPERIMENTS = [
  /** SRCH-058: cards with autoDiscount show "Promo: Save {{discount}}% extra". */
  'autoDiscount',
  /** SRCH-015: submit without dates opens the date picker. */
  'enforceSearchDates',
  /** SRCH-018, LEFT-039: gift-flow searches go to the single-voucher search path. */
  'redirectToSingleVoucherSearch',
  /** CRIT-071: popular-date shortcuts in the calendar. */
  'calendarShortcuts',
] as const;

export type ExperimentName = (typeof EXPERIMENTS)[number];
export const VARIATIONS = ['control', 'variation'] as const;
export type Variation = (typeof VARIATIONS)[number];
export type Experiments = Readonly<Record<ExperimentName, Variation>>;

/** Before assignment (and on the server): everyone sees the control. */
export const CONTROL_EXPERIMENTS: Experiments = {
  autoDiscount: 'control',
  enforceSearchDates: 'control',
  redirectToSingleVoucherSearch: 'control',
  calendarShortcuts: 'control',
};

export const VISITOR_COOKIE = 'shop_visitor';
const VISITOR_ID = /^[A-Za-z0-9-]{8,64}$/;

/** A stored visitor id when it is well formed; undefined otherwise (a new one is issued). */
export function validVisitorId(value: string | undefined): string | undefined {
  return value !== undefined && VISITOR_ID.test(value) ? value : undefined;
}

/** FNV-1a, 32 bits: a small, stable hash (no security meaning). */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** `?experiments=autoDiscount:variation,calendarShortcuts:control`; unknown entries ignored. */
export function parseExperimentOverrides(
  search: string,
): Partial<Record<ExperimentName, Variation>> {
  const raw = new URLSearchParams(search).get('experiments') ?? '';
  const overrides: Partial<Record<ExperimentName, Variation>> = {};
  for (const entry of raw.split(',')) {
    const [name, variation] = entry.split(':');
    if (
      (EXPERIMENTS as readonly string[]).includes(name ?? '') &&
      (VARIATIONS as readonly string[]).includes(variation ?? '')
    )
      overrides[name as ExperimentName] = variation as Variation;
  }
  return overrides;
}

/** The variations of one visitor: half of the visitors per experiment, overrides first. */
export function assignExperiments(visitorId: string, search = ''): Experiments {
  const overrides = parseExperimentOverrides(search);
  const assigned = { ...CONTROL_EXPERIMENTS };
  for (const name of EXPERIMENTS)
    assigned[name] =
      overrides[name] ?? (hash(`${name}:${visitorId}`) % 2 === 0 ? 'control' : 'variation');
  return assigned;
}
