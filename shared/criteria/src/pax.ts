import { DEFAULT_ADULTS, DEFAULT_BABIES, DEFAULT_CHILDREN } from './market';

/** CRIT-009: the guest-count model. */
export interface Pax {
  adult: number;
  child: number;
  baby: number;
  singleRoom: boolean;
}
export type PaxKey = 'adult' | 'child' | 'baby';

/** CRIT-009: the same counts under their short address keys. */
export interface PaxHashFields {
  a: number;
  c: number;
  b: number;
  s: boolean;
}

export interface Bounds {
  min: number;
  max: number;
}

/** CRIT-020: adults 1–20, children 0–10, babies 0–10. */
export const PAX_BOUNDS = {
  adult: { min: 1, max: 20 },
  child: { min: 0, max: 10 },
  baby: { min: 0, max: 10 },
} as const satisfies Record<PaxKey, Bounds>;

/** CRIT-021: the stepper's default bounds. */
export const STEPPER_DEFAULT_BOUNDS: Bounds = { min: 1, max: 20 };

/** CRIT-022: a single room is needed exactly when a child or a baby travels. */
export function isSingleRoom(counts: { child: number; baby: number }): boolean {
  return counts.child > 0 || counts.baby > 0;
}

/** CRIT-003, CRIT-022: 2 adults, no child, no baby. */
export const DEFAULT_PAX: Pax = {
  adult: DEFAULT_ADULTS,
  child: DEFAULT_CHILDREN,
  baby: DEFAULT_BABIES,
  singleRoom: false,
};

/** CRIT-020, CRIT-021: `next` when it is a whole number within bounds, else `current` (change ignored). */
export function stepTo(
  current: number,
  next: number,
  bounds: Bounds = STEPPER_DEFAULT_BOUNDS,
): number {
  return Number.isInteger(next) && next >= bounds.min && next <= bounds.max ? next : current;
}

/** CRIT-020, CRIT-022: changes one count within its bounds and keeps the single-room flag in step. */
export function changePax(pax: Pax, key: PaxKey, next: number): Pax {
  const changed = { ...pax, [key]: stepTo(pax[key], next, PAX_BOUNDS[key]) };
  return { ...changed, singleRoom: isSingleRoom(changed) };
}

/** CRIT-009, CRIT-022: guest counts from the address keys a, c, b (s follows from c and b). */
export function paxFromHash(fields: Omit<PaxHashFields, 's'>): Pax {
  const counts = { adult: fields.a, child: fields.c, baby: fields.b };
  return { ...counts, singleRoom: isSingleRoom(counts) };
}

/** CRIT-009, CRIT-022: guest counts to the address keys a, c, b, s. */
export function paxToHash(pax: Omit<Pax, 'singleRoom'>): PaxHashFields {
  return { a: pax.adult, c: pax.child, b: pax.baby, s: isSingleRoom(pax) };
}

/** CRIT-022: the same hash fields with s recomputed from c and b. */
export function withSingleRoom<T extends PaxHashFields>(fields: T): T {
  return { ...fields, s: isSingleRoom({ child: fields.c, baby: fields.b }) };
}
