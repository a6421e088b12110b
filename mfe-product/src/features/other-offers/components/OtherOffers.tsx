import {
  PRODUCT_CAROUSEL_OFFSET_PX,
  PRODUCT_CAROUSEL_STEP,
  parseProductHash,
  type Locale,
} from '@shop/criteria';
import { Carousel } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { Link, usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import { productHref } from '../../../lib/product-href';
import { useFormatTag } from '../../../lib/use-format-tag';
import { otherOffersUrl, useOtherOffers } from '../api/get-other-offers';
import styles from './OtherOffers.module.css';

export interface OtherOffersProps {
  productId: number;
  hotelName: string;
  locale: Locale;
  headingId: string;
}

/**
 * PROD-006: a carousel of the hotel's other offers (otherOffers.json), titled "{{count}} other
 * offers at: {{hotelName}}" (CRIT-097: 4 cards per arrow click, 16 px apart). Nothing when the
 * hotel has no other offer or the call fails (the page goes on without it).
 */
export default function OtherOffers({ productId, hotelName, locale, headingId }: OtherOffersProps) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const location = usePlatform((state) => state.location);
  const { data } = useOtherOffers(
    otherOffersUrl(productId, locale, parseProductHash(location.hash)),
  );
  const list = data?.otherProducts.list ?? [];
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('stay.otherOffers.title', { count: list.length, hotelName })}
      </h2>
      <Carousel
        label={t('stay.otherOffers.title', { count: list.length, hotelName })}
        previousLabel={t('stay.otherOffers.previous')}
        nextLabel={t('stay.otherOffers.next')}
        itemsPerMove={PRODUCT_CAROUSEL_STEP}
        offset={PRODUCT_CAROUSEL_OFFSET_PX}
        itemWidth="min(280px, 80vw)"
        landmark={false}
      >
        {list.map((card) => (
          <article key={card.id} className={styles.card}>
            <div className={styles.media}>
              {card.imageUrl ? (
                <img
                  className={styles.image}
                  src={card.imageUrl}
                  alt=""
                  width={640}
                  height={360}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
            </div>
            <h3 className={styles.title}>
              <Link to={productHref(card.id, location)} className={styles.link}>
                {card.label}
              </Link>
            </h3>
            <p className={styles.nights}>{t('stay.otherOffers.nights', { count: card.nights })}</p>
            <p className={styles.price}>
              {t('stay.otherOffers.from', {
                price: formatPrice(card.sellPrice, tag, { roundUp: true }),
              })}
            </p>
          </article>
        ))}
      </Carousel>
    </section>
  );
}
