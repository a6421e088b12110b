import type { HotelDetail } from '@shop/api-contract';
import { Carousel, ReviewScore } from '@shop/design-system';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { Link, paths, usePlatform } from '@shop/platform';
import { LATER_NAMESPACE } from '../../../i18n-later';
import styles from './NearbyHotels.module.css';

/** PROD-045: the nearby hotels carousel moves 3 hotels per arrow click. */
const NEARBY_HOTELS_STEP = 3;
const GAP_PX = 16;

export default function NearbyHotelsCarousel({ hotels }: { hotels: HotelDetail['nearbyHotels'] }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const score = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  return (
    <Carousel
      label={t('hotel.nearby.title')}
      landmark={false}
      previousLabel={t('hotel.nearby.previous')}
      nextLabel={t('hotel.nearby.next')}
      itemsPerMove={NEARBY_HOTELS_STEP}
      offset={GAP_PX}
      itemWidth="min(280px, 80vw)"
    >
      {hotels.map((hotel) => (
        <article key={hotel.id} className={styles.card}>
          <div className={styles.media}>
            {hotel.imageUrl ? (
              <img
                src={hotel.imageUrl}
                alt=""
                loading="lazy"
                decoding="async"
                width={280}
                height={158}
              />
            ) : null}
          </div>
          <h3 className={styles.name}>
            <Link to={paths.hotel(hotel.id)}>{hotel.label}</Link>
          </h3>
          <p className={styles.meta}>
            {t('hotel.nearby.place', {
              city: hotel.city,
              distance: new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(
                hotel.distance,
              ),
            })}
          </p>
          {hotel.review.average !== null ? (
            <ReviewScore
              size="s"
              score={score.format(hotel.review.average)}
              count={t('hotel.reviews.count', { count: hotel.review.count })}
            />
          ) : null}
          {hotel.fromPrice !== null ? (
            <p className={styles.price}>
              {t('hotel.nearby.fromPrice', {
                price: formatPrice(hotel.fromPrice, tag, { roundUp: true }),
              })}
            </p>
          ) : null}
        </article>
      ))}
    </Carousel>
  );
}
