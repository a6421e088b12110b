import { reportError, usePlatform } from '@shop/platform';
import { useCallback, useState } from 'react';

/** The gift voucher is for two people (§4.6): the party the hand-off sends. */
const GIFT_PARTY = { a: 2, c: 0, b: 0 } as const;

export type GiftHandoffState = 'idle' | 'pending' | 'failed';

/**
 * CHK-001, CHK-002 (gifting): before the checkout summary, checkout is initialised for the
 * voucher: productId, locale, the party and giftNights. A refusal or a failure is logged and
 * resolves false (state "failed": the setup says so and stays); true lets the page go on.
 */
export function useGiftHandoff() {
  const locale = usePlatform((state) => state.locale);
  const [state, setState] = useState<GiftHandoffState>('idle');
  const start = useCallback(
    async (productId: number, giftNights: number): Promise<boolean> => {
      setState('pending');
      try {
        // Loaded on Continue, not with the page (its first load carries only this hook).
        const { postCheckoutHandoff } = await import('@shop/booking/checkout-handoff');
        const answer = await postCheckoutHandoff({
          flow: 'gifting',
          productId,
          locale,
          criteria: GIFT_PARTY,
          giftNights,
        });
        if (answer.ok) {
          setState('idle');
          return true;
        }
        void reportError({
          message: `Checkout hand-off refused: ${answer.error} ${answer.message}`,
        });
      } catch (error) {
        void reportError({
          message: `Checkout hand-off failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
      setState('failed');
      return false;
    },
    [locale],
  );
  return { state, start };
}
