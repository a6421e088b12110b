import { paths, shellQueryOf } from '@shop/platform';

/**
 * CHK-005: the hand-off modal's states: closed, open in gift mode ("Offer"), open in own-use mode
 * ("Buy for myself"). Closing goes back to closed, whatever the mode was.
 */
export type HandOffMode = 'closed' | 'gift' | 'ownUse';

/** CHK-004: the voucher format the hand-off offers (the digital one: instant by e-mail). */
export const HAND_OFF_FORMAT = 'DIGITAL';

/** CHK-006: the own-use marker of the activity checkout's query. */
export const OWN_USE = 'OWN_USE';

/**
 * CHK-006: where Continue goes: the activity checkout route with hash id and a, plus
 * customType=OWN_USE when buying for oneself; the shell's own query (lng, experiments) is kept.
 */
export function activityCheckoutPath(
  id: number,
  pax: number,
  mode: Exclude<HandOffMode, 'closed'>,
  currentSearch = '',
): string {
  const hash = new URLSearchParams({ id: String(id), a: String(pax) }).toString();
  return paths.activityCheckout(id, hash, {
    ...shellQueryOf(currentSearch),
    ...(mode === 'ownUse' ? { customType: OWN_USE } : {}),
  });
}
