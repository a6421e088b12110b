import type { ProductPrice } from '@shop/api-contract';
import { Button } from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './ProductBooking.module.css';

/** PROD-010: what the bars' button does: no dates → calendar; gifting → gift drawer; else checkout. */
export type BarAction = 'calendar' | 'gift' | 'checkout';

export function barAction(flow: 'booking' | 'gifting', hasDates: boolean): BarAction {
  if (flow === 'gifting') return 'gift';
  return hasDates ? 'checkout' : 'calendar';
}

function BarPrice({ price }: { price: ProductPrice | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((s) => s.language);
  const locale = usePlatform((s) => s.locale);
  const tag = formattingLocale(language, locale);
  if (!price || price.error) return null;
  const text = formatPrice(price.sellPrice, tag, { roundUp: true });
  return (
    <p className={styles.muted}>
      {price.priceType === 'FINAL_PRICE'
        ? t('booking.price.final', { price: text })
        : t('booking.price.from', { price: text })}{' '}
      {t('booking.price.perPerson')}
    </p>
  );
}

export interface BarProps {
  flow: 'booking' | 'gifting';
  price: ProductPrice | undefined;
  onAction: () => void;
}

/** PROD-009, PROD-010: the desktop sticky booking bar, shown once the booking panel leaves view. */
export function StickyBookingBar({ flow, price, onAction }: BarProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div
      className={styles.sticky}
      role="region"
      aria-label={t('booking.barRegion')}
      data-testid="sticky-booking-bar"
    >
      <BarPrice price={flow === 'booking' ? price : undefined} />
      <Button onClick={onAction}>
        {flow === 'gifting' ? t('booking.giftAction') : t('booking.book')}
      </Button>
    </div>
  );
}

/** PROD-011: the mobile sticky bar; its button opens the full-screen drawer. */
export function MobileBookingBar({ flow, price, onAction }: BarProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <div className={styles.mobileSpacer} aria-hidden="true" />
      <div
        className={styles.mobileBar}
        role="region"
        aria-label={t('booking.barRegion')}
        data-testid="mobile-booking-bar"
      >
        <BarPrice price={flow === 'booking' ? price : undefined} />
        <Button onClick={onAction}>
          {flow === 'gifting' ? t('booking.personaliseGift') : t('booking.personaliseStay')}
        </Button>
      </div>
    </>
  );
}
