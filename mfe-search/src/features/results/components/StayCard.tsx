import type { OfferCard } from '@shop/api-contract';
import {
  cancellationLabel,
  displayPromo,
  parseProductHash,
  promoBadgeValue,
  reviewScoreLabel,
  reviewWord,
  roomsLeft,
  serialiseProductHash,
} from '@shop/criteria';
import { PriceTag, ReviewScore } from '@shop/design-system';
import { formatDate, formatPrice, useTranslation } from '@shop/i18n';
import { Link, paths, type SearchFlow } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './StayCard.module.css';

export interface StayCardProps {
  card: OfferCard;
  flow: SearchFlow;
  /** The search hash: dates and guests travel on to the product page. */
  hash: string;
  hasDates: boolean;
  /** Intl tag prices and dates are formatted with. */
  formatTag: string;
  /** The first row loads its images eagerly (largest contentful paint). */
  eager?: boolean;
  onSelect?: () => void;
}

/** The card's link to the product: the product hash (dates, guests) of the search hash. */
export function productHref(id: number, flow: SearchFlow, hash: string): string {
  const productHash = serialiseProductHash(parseProductHash(hash));
  return paths.product(id, flow === 'gifting' ? { flow } : undefined, productHash);
}

/**
 * SRCH-053, SRCH-056, SRCH-057: a stay card: image, label, hotel (stars, city, hotel link SRCH-054),
 * review score, price per person per night (CRIT-077, CRIT-080) with reference price and promo
 * badge above the display threshold (CRIT-075, CRIT-079), cancellation label (CRIT-085), rooms
 * left (CRIT-088) and the activity count outside the activity flow (SRCH-055).
 */
export function StayCard({
  card,
  flow,
  hash,
  hasDates,
  formatTag,
  eager,
  onSelect,
}: StayCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const activity = flow === 'activity';
  const nights = activity ? 1 : Math.max(1, card.nights);
  const money = (cents: number) =>
    activity
      ? formatPrice(cents, formatTag)
      : formatPrice(cents / nights, formatTag, { roundUp: true });
  const promo = promoBadgeValue(
    displayPromo(card.promo, activity ? 'activityOnly' : 'hotelOffers'),
  );
  const showRef = promo !== undefined && card.refPrice > card.sellPrice;
  const review = reviewScoreLabel(card.hotel.review.average);
  const word = reviewWord(card.hotel.review.average, { allIncentive: false });
  const rooms = roomsLeft(card.availableRooms);
  const cancellation = cancellationLabel(hasDates, {
    ...card.cancellationPolicy,
    message: card.cancellationPolicy.message ?? undefined,
    cancellationDeadline: card.cancellationPolicy.cancellationDeadline ?? undefined,
  });
  const href = productHref(card.id, flow, hash);
  const image = card.imageUrl ?? card.images[0];

  return (
    <article className={styles.card} data-testid="offer-card">
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image}
            alt=""
            width={640}
            height={360}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={href} className={styles.link} onClick={onSelect}>
            {card.label}
          </Link>
        </h3>
        <p className={styles.hotel}>
          <Link to={paths.hotel(card.hotel.id)} className={styles.hotelLink}>
            {card.hotel.label}
          </Link>{' '}
          <span
            className={styles.stars}
            role="img"
            aria-label={t('results.card.stars', { count: card.hotel.stars })}
          >
            {'★'.repeat(Math.max(0, Math.min(5, card.hotel.stars)))}
          </span>
          <span className={styles.city}>{card.hotel.location.label}</span>
        </p>
        {review.kind === 'score' ? (
          <ReviewScore
            size="s"
            score={review.text}
            label={word ? t(`results.card.reviewWords.${word}`) : undefined}
            count={t('results.card.reviews', { count: card.hotel.review.count })}
            accessibleLabel={t('results.card.reviewAccessible', {
              score: review.text,
              count: card.hotel.review.count,
            })}
          />
        ) : (
          <ReviewScore size="s" score={t('results.card.reviewNew')} />
        )}
        {!activity && card.activities.length > 0 ? (
          <p className={styles.meta}>
            {t('results.card.activities', { count: card.activities.length })}
          </p>
        ) : null}
        <p className={styles.meta}>
          {cancellation.kind === 'cancellableUntil'
            ? t('results.card.cancellation.cancellableUntil', {
                date: formatDate(cancellation.deadline.slice(0, 10), formatTag),
              })
            : t(`results.card.cancellation.${cancellation.kind}`)}
        </p>
        {rooms !== undefined ? (
          <p className={styles.scarcity}>{t('results.card.roomsLeft', { count: rooms })}</p>
        ) : null}
        <PriceTag
          className={styles.price}
          price={money(card.sellPrice)}
          priceLabel={t('results.card.price')}
          refPrice={showRef ? money(card.refPrice) : undefined}
          refPriceLabel={t('results.card.refPrice')}
          promo={promo !== undefined ? t('results.card.promo', { n: promo }) : undefined}
          suffix={activity ? t('results.card.perPerson') : t('results.card.perPersonPerNight')}
        />
      </div>
    </article>
  );
}
