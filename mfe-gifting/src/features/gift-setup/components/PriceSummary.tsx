import type { GiftVoucherQuote } from '@shop/api-contract';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';
import styles from './GiftSetupParts.module.css';

/** GIFT-018: sellPrice, promo, shipping cost, sub-elements and total, as the server priced them. */
export function PriceSummary({ quote }: { quote: GiftVoucherQuote }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  return (
    <dl className={styles.summary} data-testid="gift-price-summary">
      <dt>{t('setup.price.voucher')}</dt>
      <dd>{formatPrice(quote.sellPrice, tag)}</dd>
      {quote.promo > 0 ? (
        <>
          <dt>{t('setup.price.promo')}</dt>
          <dd>{t('setup.price.promoValue', { promo: quote.promo })}</dd>
        </>
      ) : null}
      {quote.shippingCost > 0 ? (
        <>
          <dt>{t('setup.price.shipping')}</dt>
          <dd>{formatPrice(quote.shippingCost, tag)}</dd>
        </>
      ) : null}
      {quote.subElementsPrice > 0 ? (
        <>
          <dt>{t('setup.price.subElements')}</dt>
          <dd>{formatPrice(quote.subElementsPrice, tag)}</dd>
        </>
      ) : null}
      <dt className={styles.total}>{t('setup.price.total')}</dt>
      <dd className={styles.total} data-testid="gift-total">
        {formatPrice(quote.totalPrice, tag)}
      </dd>
    </dl>
  );
}
