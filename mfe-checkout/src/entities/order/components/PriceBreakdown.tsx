import type { PriceBreakdown as Breakdown } from '@shop/api-contract';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';
import styles from './PriceBreakdown.module.css';

/**
 * CHK-032: the price breakdown: the stay at its reference price and the promotion saved (with,
 * before buying, the lowest price of the 30 days before that reduction: BEY-005), its price, the
 * insurance, extra discount, shipping and extras when there are any, the gift cards used (serial
 * number and amount) and their reduction, the total and what remains to pay.
 */
export function PriceBreakdown({
  breakdown,
  lowestPrice30Days,
}: {
  breakdown: Breakdown;
  /** BEY-005: the same items' lowest price of the 30 days before the reduction, when known. */
  lowestPrice30Days?: number | null | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const price = (cents: number) => formatPrice(cents, tag);
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [];
  if (breakdown.refPrice > breakdown.sellPrice) {
    rows.push({ key: 'ref', label: t('breakdown.refPrice'), value: price(breakdown.refPrice) });
    rows.push({
      key: 'saved',
      label: t('breakdown.moneySaved', { promo: breakdown.promo }),
      value: `−${price(breakdown.moneySaved)}`,
    });
    if (lowestPrice30Days != null) {
      rows.push({
        key: 'lowest',
        label: t('breakdown.lowestPrice30Days'),
        value: price(lowestPrice30Days),
      });
    }
  }
  rows.push({ key: 'sell', label: t('breakdown.sellPrice'), value: price(breakdown.sellPrice) });
  if (breakdown.insuranceAmount > 0) {
    rows.push({
      key: 'insurance',
      label: t('breakdown.insurance'),
      value: price(breakdown.insuranceAmount),
    });
  }
  if (breakdown.extraDiscount > 0) {
    rows.push({
      key: 'extra',
      label: t('breakdown.extraDiscount'),
      value: `−${price(breakdown.extraDiscount)}`,
    });
  }
  if (breakdown.subElementsPrice > 0) {
    rows.push({
      key: 'sub',
      label: t('breakdown.subElements'),
      value: price(breakdown.subElementsPrice),
    });
  }
  if (breakdown.shippingCost.amount + breakdown.shippingCost.internationalFee > 0) {
    rows.push({
      key: 'shipping',
      label: t('breakdown.shipping'),
      value: price(breakdown.shippingCost.amount + breakdown.shippingCost.internationalFee),
    });
  }
  rows.push({
    key: 'total',
    label: t('breakdown.total'),
    value: price(breakdown.totalPrice),
    strong: true,
  });
  breakdown.giftcards.forEach((card, index) => {
    if (card.usedAmount === undefined) return;
    rows.push({
      key: `card-${index}`,
      label: t('breakdown.giftCard', { serial: card.serialNumber ?? '' }),
      value: `−${price(card.usedAmount)}`,
    });
  });
  if (breakdown.reductionAmount > 0 || breakdown.remainingAmountToPay !== breakdown.totalPrice) {
    rows.push({
      key: 'remaining',
      label: t('breakdown.remaining'),
      value: price(breakdown.remainingAmountToPay),
      strong: true,
    });
  }
  return (
    <dl className={styles.breakdown} data-testid="price-breakdown">
      {rows.map((row) => (
        <div key={row.key} className={row.strong ? styles.strong : styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
