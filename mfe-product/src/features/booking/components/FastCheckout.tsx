import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { RemoteWidget } from '@shop/platform/remote-widget';
import { useMemo } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './ProductBooking.module.css';

/**
 * A copy of the props `mfe_checkout/FastCheckout` documents (ADR 0103; additive only): the offer
 * and the page's validity check with its checkout hand-off, resolving false when it cannot book.
 */
export interface FastCheckoutWidgetProps {
  productId: number;
  prepare: () => Promise<boolean>;
}

/** mfe-checkout's exposed module for the fast wallet checkout (CHK-007..016). */
export const FAST_CHECKOUT = { remote: 'mfe_checkout', module: './FastCheckout' } as const;

/**
 * CHK-007, CHK-008: the wallet button of the booking panel and its full-screen modal belong to
 * mfe-checkout (the order and the payment are its own), embedded through the platform's
 * RemoteWidget once the page is idle (not in the page's first load). The page lends its validity
 * check: the wallet's modal opens only when it passes. Not in care mode: an agent books through
 * the summary, never with a shopper's wallet. When mfe-checkout cannot load, this app's message
 * shows and Book still works.
 */
export function FastCheckout({
  productId,
  prepare,
}: {
  productId: number;
  prepare: () => Promise<number | null>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const careMode = usePlatform((state) => state.careMode);
  const props = useMemo<FastCheckoutWidgetProps>(
    () => ({ productId, prepare: async () => (await prepare()) !== null }),
    [productId, prepare],
  );
  if (careMode) return null;
  return (
    <RemoteWidget<FastCheckoutWidgetProps>
      remote={FAST_CHECKOUT.remote}
      module={FAST_CHECKOUT.module}
      props={props}
      className={styles.fastCheckout}
      fallback={(retry) => (
        <div role="status">
          <p className={styles.muted}>{t('booking.fastCheckout.unavailable')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('booking.fastCheckout.retry')}
          </Button>
        </div>
      )}
    />
  );
}
