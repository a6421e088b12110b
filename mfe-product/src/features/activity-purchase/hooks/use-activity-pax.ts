import {
  changeVoucherParticipants,
  parseProductHash,
  serialiseProductHash,
  voucherParticipants,
  type Participants,
} from '@shop/criteria';
import { navigate, usePlatform } from '@shop/platform';
import { useMemo } from 'react';

/** The adult counts the voucher has a price for (the keys of pricesByAdults), ascending. */
export function priceKeysOf(pricesByAdults: Readonly<Record<string, unknown>>): number[] {
  return Object.keys(pricesByAdults)
    .map(Number)
    .filter((count) => Number.isInteger(count) && count > 0)
    .sort((a, b) => a - b);
}

/**
 * PROD-071, CRIT-026: the voucher's participants read from hash `a` (default 2): kept when it has
 * a price, else the smallest price key. `change` writes `a` (replacing the history entry, other
 * hash fields kept) only for a count within the price keys' min and max; others are ignored.
 */
export function useActivityPax(pricesByAdults: Readonly<Record<string, unknown>>): {
  participants: Participants | undefined;
  change: (next: number) => void;
} {
  const { pathname, search, hash } = usePlatform((state) => state.location);
  const keys = useMemo(() => priceKeysOf(pricesByAdults), [pricesByAdults]);
  const parsed = useMemo(() => parseProductHash(hash), [hash]);
  const participants = voucherParticipants(keys, parsed.a);
  const change = (next: number) => {
    if (!participants) return;
    const changed = changeVoucherParticipants(participants, keys, next);
    if (changed.pax === participants.pax) return;
    const text = serialiseProductHash({ ...parsed, a: changed.pax });
    navigate(`${pathname}${search}${text ? `#${text}` : ''}`, { replace: true });
  };
  return { participants, change };
}
