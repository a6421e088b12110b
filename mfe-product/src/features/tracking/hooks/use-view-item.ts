import type { WeekendDetail } from '@shop/api-contract';
import { CENTS_PER_EURO, CURRENCY } from '@shop/criteria';
import { track, type TrackingContext } from '@shop/platform';
import { useEffect, useRef } from 'react';

/**
 * The tracking context of the product page. Consent is off until the consent banner exists, so
 * events only reach the data layer (SHELL-063, BEY-004).
 */
const CONTEXT: TrackingContext = {
  clientId: 'anonymous',
  userId: null,
  sessionId: '',
  consent: { analytics: false, personalisedAds: false },
  pageType: 'product',
  abTests: '',
};

/** LEFT-040: view_item once per product shown (again when the page moves to another product). */
export function useViewItem(
  detail: Pick<WeekendDetail, 'id' | 'label' | 'hotel' | 'price'> | undefined,
): void {
  const sent = useRef<number | null>(null);
  useEffect(() => {
    if (!detail || sent.current === detail.id) return;
    sent.current = detail.id;
    void track(
      'view_item',
      {
        item_id: detail.id,
        item_name: detail.label,
        item_brand: detail.hotel.label,
        item_category: 'STAY',
        price: detail.price.sellPrice / CENTS_PER_EURO,
        currency: CURRENCY,
      },
      CONTEXT,
    );
  }, [detail]);
}
