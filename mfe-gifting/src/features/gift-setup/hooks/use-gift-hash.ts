import { type GiftHash, parseGiftHash, serialiseGiftHash } from '@shop/criteria';
import { navigate, paths, usePlatform } from '@shop/platform';
import { useCallback, useMemo } from 'react';

/**
 * GIFT-006, GIFT-013: the gift options of the address (`/gifting/{id}#giftNights=…&giftFormat=…
 * &subElements=…`), parsed tolerantly; `write` replaces the hash, keeping the query.
 */
export function useGiftHash(productId: number) {
  const location = usePlatform((state) => state.location);
  const hash = useMemo(() => parseGiftHash(location.hash), [location.hash]);
  const write = useCallback(
    (next: GiftHash) => {
      const query = Object.fromEntries(new URLSearchParams(location.search));
      navigate(paths.giftSetup(productId, query, serialiseGiftHash(next)), { replace: true });
    },
    [location.search, productId],
  );
  return { hash, write };
}
