import { promoBadgeValue } from '@shop/criteria';
import { PriceTag } from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { LATER_NAMESPACE } from '../../../i18n-later';
import type { OfferChoice } from '../model/offer-choice';
import styles from './OfferPrice.module.css';

/**
 * An offer's price per person: cents shown as euros (formatPrice, cents / 100, rounded up like
 * every stay price, CRIT-077), "From" without dates, the struck price and "-n%" with a promo.
 */
export function OfferPrice({ offer, size = 'm' }: { offer: OfferChoice; size?: 's' | 'm' | 'l' }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const promo = promoBadgeValue(offer.promo);
  const struck = promo !== undefined && offer.refPrice > offer.sellPrice;
  const lowest = struck ? offer.lowestPrice30Days : undefined;
  return (
    <>
      <PriceTag
        size={size}
        price={formatPrice(offer.sellPrice, tag, { roundUp: true })}
        priceLabel={t('hotel.price.label')}
        prefix={offer.dated ? undefined : t('hotel.price.from')}
        suffix={t('hotel.price.perPerson', { count: offer.nights })}
        {...(struck
          ? {
              refPrice: formatPrice(offer.refPrice, tag, { roundUp: true }),
              refPriceLabel: t('hotel.price.insteadOf'),
              promo: t('hotel.price.promo', { n: promo }),
            }
          : {})}
      />
      {/* BEY-005: where the reference price is struck, the lowest price of the 30 days before. */}
      {lowest != null ? (
        <span className={styles.lowestPrice} data-testid="lowest-price-30-days">
          {t('hotel.price.lowestPrice30Days', {
            price: formatPrice(lowest, tag, { roundUp: true }),
          })}
        </span>
      ) : null}
    </>
  );
}
