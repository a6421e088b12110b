import type { GiftBox } from '@shop/api-contract';
import { safeContentHref, sameSiteImage } from '@shop/criteria';
import { Badge, PriceTag } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { Link } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './BoxCard.module.css';

/** Ratings are out of 10, one decimal at most ("9.1/10", "9,1/10"). */
export function formatRating(rating: number, tag: string): string {
  return new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(rating);
}

/**
 * GIFT-027 (site spec §3, §9): a box card: image (250 px high), title, what it includes, the
 * rating as x/10, the price with the promotion badge -{n}% (n = ceil(100 − 100 × promo / price),
 * computed by the API) and the struck reference price when there is a discount.
 */
export function BoxCard({
  box,
  tag,
  current = false,
}: {
  box: GiftBox;
  tag: string;
  current?: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const href = safeContentHref(box.link);
  const discounted = box.discount > 0 && box.promoPrice < box.price;
  const image = sameSiteImage(box.image);
  return (
    <li
      className={current ? `${styles.card} ${styles.current}` : styles.card}
      data-testid="box-card"
    >
      {image ? (
        <img className={styles.image} src={image} alt="" width={320} height={250} loading="lazy" />
      ) : null}
      {discounted ? (
        <Badge tone="brand" className={styles.badge}>
          {t('boxes.discount', { n: box.discount })}
        </Badge>
      ) : null}
      <h2 className={styles.title}>
        {href ? (
          <Link to={href} aria-current={current ? 'page' : undefined}>
            {box.title}
          </Link>
        ) : (
          box.title
        )}
      </h2>
      <p className={styles.description}>{box.description}</p>
      <p className={styles.rating}>
        {t('boxes.rating', { rating: formatRating(box.rating, tag) })}
      </p>
      <PriceTag
        price={formatPrice(box.promoPrice, tag)}
        priceLabel={t('boxes.price')}
        refPrice={discounted ? formatPrice(box.price, tag) : undefined}
        refPriceLabel={t('boxes.instead')}
        size="s"
      />
    </li>
  );
}
