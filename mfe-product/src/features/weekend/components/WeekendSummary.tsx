import type { WeekendDetail } from '@shop/api-contract';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './WeekendSummary.module.css';

/** First slice of the stay product page: title, hotel and price from the API (issue 2 §6). */
export function WeekendSummary({ weekend }: { weekend: WeekendDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const { price, hotel } = weekend;
  return (
    <article className={styles.summary}>
      <h1>{weekend.label}</h1>
      <p className={styles.hotel}>
        {t('product.hotelLine', { hotel: hotel.label, city: hotel.city, count: hotel.stars })}
      </p>
      <p className={styles.price} data-testid="price">
        {/* CRIT-077: stay prices are rounded up. */}
        <span>
          {t('product.priceFrom', { price: formatPrice(price.sellPrice, tag, { roundUp: true }) })}
        </span>
        {price.promo > 0 && (
          <>
            <s
              className={styles.ref}
              aria-label={t('product.refPriceLabel', {
                price: formatPrice(price.refPrice, tag, { roundUp: true }),
              })}
            >
              {formatPrice(price.refPrice, tag, { roundUp: true })}
            </s>
            <span className={styles.badge}>{t('product.promoBadge', { n: price.promo })}</span>
          </>
        )}
      </p>
      <p>{t('product.perPersonNights', { count: price.nights })}</p>
    </article>
  );
}
