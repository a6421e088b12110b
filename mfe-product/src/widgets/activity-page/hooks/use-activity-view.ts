import type { ActivityOnlyDetail } from '@shop/api-contract';
import { paths, track, type TrackingContext } from '@shop/platform';
import { recentlyViewedStore } from '@shop/platform/recently-viewed';
import { useEffect, useRef } from 'react';

/**
 * The tracking context of the product pages. Consent is off until the consent banner exists, so
 * events only reach the data layer (SHELL-063, BEY-004).
 */
export const PRODUCT_TRACKING: TrackingContext = {
  clientId: 'anonymous',
  userId: null,
  sessionId: '',
  consent: { analytics: false, personalisedAds: false },
  pageType: 'activity',
  abTests: '',
};

/** The lowest price per person of the voucher (cents), over its price keys. */
export function fromPricePerPerson(detail: ActivityOnlyDetail) {
  let best: { sellPrice: number; refPrice: number; promo: number } | undefined;
  for (const [count, price] of Object.entries(detail.pricesByAdults)) {
    const adults = Number(count);
    if (!Number.isInteger(adults) || adults < 1) continue;
    const sellPrice = Math.round(price.sellPrice / adults);
    if (!best || sellPrice < best.sellPrice)
      best = { sellPrice, refPrice: Math.round(price.refPrice / adults), promo: price.promo };
  }
  return best;
}

/**
 * On each view of a voucher (once per id): LEFT-040 view_item, and PROD-070 the voucher saved
 * first in the recently viewed list (CRIT-102).
 */
export function useActivityView(detail: ActivityOnlyDetail | undefined): void {
  const seen = useRef<number | null>(null);
  useEffect(() => {
    if (!detail || seen.current === detail.id) return;
    seen.current = detail.id;
    const price = fromPricePerPerson(detail);
    void track(
      'view_item',
      {
        item_id: detail.id,
        item_name: detail.label,
        item_category: 'activity',
        price: price ? price.sellPrice / 100 : undefined,
        currency: 'EUR',
        published: detail.published,
      },
      PRODUCT_TRACKING,
    );
    recentlyViewedStore.getState().add({
      id: detail.id,
      label: detail.label,
      type: 'ACTIVITY',
      uri: paths.activity(detail.id),
      imageUrl: detail.imagesBySize['640_360'][0],
      ...(price ? { price } : {}),
    });
  }, [detail]);
}
