import type { OfferCard } from '@shop/api-contract';
import {
  autoDiscountPercent,
  displayPromo,
  priceUnit,
  promoBadgeValue,
  reviewScoreLabel,
  reviewWord,
} from '@shop/criteria';
import { PriceTag, ReviewScore } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { Link, useExperiment, type SearchFlow } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import { hotelHref } from './card-rules';
import styles from './StayCard.module.css';

/** The heart of a card: whether it is saved and the toggle (CRIT-101: no handler, no heart). */
export interface CardWishlist {
  saved: boolean;
  onToggle: () => void;
}

/** What every card kind takes besides its card. */
export interface CardBaseProps {
  flow: SearchFlow;
  /** The search hash: dates and guests travel on to the product page. */
  hash: string;
  hasDates: boolean;
  /** Intl tag prices and dates are formatted with. */
  formatTag: string;
  /** The first row loads its first image eagerly (largest contentful paint). */
  eager?: boolean;
  onSelect?: () => void;
  /** CRIT-101: the heart shows only with a handler, and only in the browser after mount. */
  wishlist?: CardWishlist | undefined;
}

/** The card's title: the link to the product (the card's one main link). */
export function CardTitle({
  href,
  label,
  onSelect,
}: {
  href: string;
  label: string;
  onSelect?: (() => void) | undefined;
}) {
  return (
    <h3 className={styles.title}>
      <Link to={href} className={styles.link} onClick={onSelect}>
        {label}
      </Link>
    </h3>
  );
}

/**
 * SRCH-053, SRCH-054: the hotel details: name (linked to the hotel page), stars and city. An
 * activity's place that is not a hotel (`isHotel` false: a partner's centre) has no page.
 */
export function HotelLine({ hotel }: { hotel: OfferCard['hotel'] & { isHotel?: boolean } }) {
  const { t } = useTranslation(NAMESPACE);
  const href = hotel.isHotel === false ? undefined : hotelHref(hotel);
  const stars = Math.max(0, Math.min(5, hotel.stars));
  return (
    <p className={styles.hotel}>
      {href ? (
        <Link to={href} className={styles.hotelLink}>
          {hotel.label}
        </Link>
      ) : (
        <span className={styles.hotelLink}>{hotel.label}</span>
      )}{' '}
      {stars > 0 ? (
        <span
          className={styles.stars}
          role="img"
          aria-label={t('results.card.stars', { count: stars })}
        >
          {'★'.repeat(stars)}
        </span>
      ) : null}
      <span className={styles.city}>{hotel.location.label}</span>
    </p>
  );
}

/** SRCH-056, CRIT-090, CRIT-091: the review score (one decimal, comma) and count, or "New". */
export function CardReview({ review }: { review: OfferCard['hotel']['review'] }) {
  const { t } = useTranslation(NAMESPACE);
  const score = reviewScoreLabel(review.average);
  if (score.kind !== 'score')
    return <ReviewScore size="s" score={t('results.card.reviewNew')} className={styles.review} />;
  const word = reviewWord(review.average, { allIncentive: false });
  return (
    <ReviewScore
      size="s"
      className={styles.review}
      score={score.text}
      label={word ? t(`results.card.reviewWords.${word}`) : undefined}
      count={t('results.card.reviews', { count: review.count })}
      accessibleLabel={t('results.card.reviewAccessible', {
        score: score.text,
        count: review.count,
      })}
    />
  );
}

/** SRCH-055: the activity count, shown on cards except in the activity flow. */
export function ActivityCount({ flow, count }: { flow: SearchFlow; count: number }) {
  const { t } = useTranslation(NAMESPACE);
  if (flow === 'activity' || count <= 0) return null;
  return <p className={styles.meta}>{t('results.card.activities', { count })}</p>;
}

/**
 * SRCH-058, CRIT-082: "Promo: Save {{discount}}% extra" for a card with an auto-discount, only for
 * visitors in the auto-discount experiment (assigned before the page renders: no layout shift).
 */
export function AutoDiscountLine({ autoDiscount }: { autoDiscount: OfferCard['autoDiscount'] }) {
  const { t } = useTranslation(NAMESPACE);
  const inExperiment = useExperiment('autoDiscount');
  const discount = autoDiscountPercent(autoDiscount);
  if (!inExperiment || discount === undefined) return null;
  return (
    <p className={styles.autoDiscount} data-testid="auto-discount">
      {t('cards.autoDiscount', { discount })}
    </p>
  );
}

/**
 * The price of a stay offer: per person and per night, rounded up (CRIT-077, CRIT-080), or per
 * person in the activity flow ("/ person"); the reference price and "-{n}%" badge only for a
 * promo above the display threshold (10% hotel offers, 5% activity-only: CRIT-075, CRIT-079),
 * then the lowest price of the 30 days before that reduction when the answer has it (BEY-005).
 */
export function StayPrice({
  card,
  flow,
  formatTag,
}: {
  card: OfferCard;
  flow: SearchFlow;
  formatTag: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const unit = priceUnit(flow);
  const perNight = unit === 'perPersonPerNight';
  const nights = perNight ? Math.max(1, card.nights) : 1;
  const money = (cents: number) =>
    perNight
      ? formatPrice(cents / nights, formatTag, { roundUp: true })
      : formatPrice(cents, formatTag);
  const promo = promoBadgeValue(
    displayPromo(card.promo, perNight ? 'hotelOffers' : 'activityOnly'),
  );
  const showRef = promo !== undefined && card.refPrice > card.sellPrice;
  // BEY-005: where a reduction is announced, the lowest price of the 30 days before it.
  const lowest = showRef ? card.lowestPrice30Days : undefined;
  return (
    <>
      <PriceTag
        className={styles.price}
        price={money(card.sellPrice)}
        priceLabel={t('results.card.price')}
        refPrice={showRef ? money(card.refPrice) : undefined}
        refPriceLabel={t('results.card.refPrice')}
        promo={promo !== undefined ? t('results.card.promo', { n: promo }) : undefined}
        suffix={t(`results.card.${unit}`)}
      />
      {lowest != null ? (
        <p className={styles.lowestPrice} data-testid="lowest-price-30-days">
          {t('results.card.lowestPrice30Days', { price: money(lowest) })}
        </p>
      ) : null}
    </>
  );
}
