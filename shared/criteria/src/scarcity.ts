/** CRIT-088: "rooms left" shows at this many rooms or fewer. */
export const SCARCITY_MAX_ROOMS = 3;

/** CRIT-088: the rooms-left count to show (1–3 rooms); undefined when no scarcity text applies. */
export function roomsLeft(availableRooms: number | null | undefined): number | undefined {
  return availableRooms != null &&
    Number.isInteger(availableRooms) &&
    availableRooms >= 1 &&
    availableRooms <= SCARCITY_MAX_ROOMS
    ? availableRooms
    : undefined;
}

/** CRIT-089: stress messages shown by default. */
export const DEFAULT_MAX_STRESS_MESSAGES = 2;

/** CRIT-089: the stress messages shown: the first `max` (2 by default). */
export function visibleStressMessages<T>(
  messages: readonly T[],
  max = DEFAULT_MAX_STRESS_MESSAGES,
): T[] {
  return messages.slice(0, Math.max(0, Math.floor(max)));
}

/** CRIT-089: the stress list rotates when it shows several badges. */
export function rotatesStressMessages(count: number): boolean {
  return count > 1;
}

/** CRIT-089: the badge shown after `current` in a rotating list of `count` (wraps around). */
export function nextStressIndex(current: number, count: number): number {
  return count > 0 ? (((current + 1) % count) + count) % count : 0;
}
