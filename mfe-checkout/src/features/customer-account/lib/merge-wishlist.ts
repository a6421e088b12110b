import type { AccountWishlist } from '@shop/api-contract';
import { WISHLIST_MAX_ITEMS, WISHLIST_TYPES, type WishlistLists } from '@shop/platform';

/**
 * The account's wishlist with what this browser's wishlist (the shell's, localStorage) adds:
 * the account's items first, then the browser's others, each list at most WISHLIST_MAX_ITEMS.
 * `changed` says whether the account has to store the result.
 */
export function mergeWishlists(
  account: AccountWishlist,
  browser: WishlistLists,
): { merged: AccountWishlist; changed: boolean } {
  let changed = false;
  const merged = { STAY: [...account.STAY], ACTIVITY: [...account.ACTIVITY] };
  for (const type of WISHLIST_TYPES) {
    const known = new Set(merged[type].map((item) => String(item.id)));
    for (const item of browser[type]) {
      if (known.has(String(item.id)) || merged[type].length >= WISHLIST_MAX_ITEMS) continue;
      known.add(String(item.id));
      merged[type].push({
        id: item.id,
        label: item.label.slice(0, 300),
        uri: item.uri,
        ...(item.imageUrl ? { imageUrl: item.imageUrl } : {}),
      });
      changed = true;
    }
  }
  return { merged, changed };
}
