import {
  hydrateWishlist,
  useInWishlist,
  useWishlist,
  wishlistStore,
  type SearchFlow,
} from '@shop/platform';
import { useCallback, useEffect, useMemo } from 'react';
import type { SearchCard } from '../model/search-card';
import type { CardWishlist } from '../components/card-parts';
import { wishlistEntry } from '../components/card-rules';

/**
 * CRIT-101, LEFT-005: a card's heart on the browser-stored wishlist: the card's product type list
 * (STAY or ACTIVITY), toggled and stored on click. The handler exists only once the wishlist was
 * read from storage, in the browser after mount: no heart in server HTML or the first render.
 */
export function useCardWishlist(card: SearchCard, flow: SearchFlow): CardWishlist | undefined {
  const { type, item } = useMemo(() => wishlistEntry(card, flow), [card, flow]);
  useEffect(() => hydrateWishlist(), []);
  const hydrated = useWishlist((state) => state.hydrated);
  const saved = useInWishlist(type, item.id);
  const onToggle = useCallback(() => wishlistStore.getState().toggle(type, item), [type, item]);
  return useMemo(() => (hydrated ? { saved, onToggle } : undefined), [hydrated, saved, onToggle]);
}
