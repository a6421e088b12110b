import { track } from '@shop/platform';
import { useEffect, useRef } from 'react';
import { CHECKOUT_TRACKING } from '../../../lib/tracking';

/** LEFT-040: begin_checkout once on entering the checkout, when the stay's price is known. */
export function useBeginCheckout(
  offerId: number,
  amount: number | null,
  flow: 'booking' | 'gifting' = 'booking',
) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || amount === null) return;
    sent.current = true;
    void track(
      'begin_checkout',
      { item_id: offerId, currency: 'EUR', value: amount / 100, flow },
      CHECKOUT_TRACKING,
    );
  }, [offerId, amount, flow]);
}
