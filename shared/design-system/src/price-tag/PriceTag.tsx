import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import styles from './PriceTag.module.css';

export interface PriceTagProps {
  /** Formatted price (e.g. "€129"). */
  price: string;
  /** Words read before the price (e.g. "Price"), for assistive technology only. */
  priceLabel?: string;
  /** Formatted reference price shown struck through (e.g. "€189"). */
  refPrice?: string;
  /** Words read before the struck price (e.g. "Instead of"); required by screen readers. */
  refPriceLabel?: string;
  /** Visible text before the price (e.g. "From"). */
  prefix?: string;
  /** Visible text after the price (e.g. "per person", "for 2 nights"). */
  suffix?: string;
  /** Visible promotion (e.g. "-32%"). */
  promo?: string;
  size?: 's' | 'm' | 'l';
  className?: string;
}

/** Price with optional struck-through reference price and promotion; takes formatted strings. */
export function PriceTag({
  price,
  priceLabel,
  refPrice,
  refPriceLabel,
  prefix,
  suffix,
  promo,
  size = 'm',
  className,
}: PriceTagProps) {
  return (
    <p className={cx(styles.tag, styles[size], className)}>
      {promo ? <span className={styles.promo}>{promo}</span> : null}
      {refPrice ? (
        <del className={styles.ref}>
          {refPriceLabel ? <VisuallyHidden>{refPriceLabel} </VisuallyHidden> : null}
          {refPrice}
        </del>
      ) : null}
      <span className={styles.current}>
        {prefix ? <span className={styles.affix}>{prefix} </span> : null}
        {priceLabel ? <VisuallyHidden>{priceLabel} </VisuallyHidden> : null}
        <strong className={styles.price}>{price}</strong>
        {suffix ? <span className={styles.affix}> {suffix}</span> : null}
      </span>
    </p>
  );
}
