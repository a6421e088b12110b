import type { ActivityCard as ActivityCardData } from '@shop/api-contract';
import { activityPricePerPerson, displayPromo, promoBadgeValue } from '@shop/criteria';
import { PriceTag } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { CardMedia } from './CardMedia';
import { CardTitle, type CardBaseProps } from './card-parts';
import { activityHref, cardImages } from './card-rules';
import styles from './StayCard.module.css';

export interface ActivityCardProps extends Omit<CardBaseProps, 'hash' | 'hasDates'> {
  card: ActivityCardData;
}

const CENTS_PER_EURO = 100;

/** CRIT-076: a party price (cents) per person, in cents. */
const perPerson = (cents: number, adults: number) =>
  Math.round(activityPricePerPerson(cents, adults) * CENTS_PER_EURO);

/**
 * SRCH-052 activity card (activity flow, SRCH-017): an activity-only package. Media (SRCH-053:
 * carousel, gallery, heart in the ACTIVITY wishlist), the place where it happens (its location
 * stands for the hotel details; there is no hotel), the price per person ("/ person", CRIT-076,
 * CRIT-080) with reference price and badge from a 5% promo (CRIT-075, CRIT-079), and no activity
 * count (SRCH-055). The activity-only search answers no cancellation policy: no terms shown.
 */
export function ActivityCard({ card, formatTag, eager, onSelect, wishlist }: ActivityCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const adults = card.prices.paxComposition.adults;
  const sell = perPerson(card.prices.sellPrice, adults);
  const ref = perPerson(card.prices.barPrice, adults);
  const promo = promoBadgeValue(displayPromo(card.prices.promo, 'activityOnly'));
  const { label, city } = card.location;
  return (
    <article className={styles.card} data-testid="offer-card" data-kind="activity">
      <CardMedia images={cardImages(card)} label={card.label} eager={eager} wishlist={wishlist} />
      <div className={styles.body}>
        <CardTitle href={activityHref(card)} label={card.label} onSelect={onSelect} />
        <p className={styles.hotel}>
          <span className={styles.hotelLink}>{label}</span>
          {city && city !== label ? <span className={styles.city}>{city}</span> : null}
        </p>
        <PriceTag
          className={styles.price}
          price={formatPrice(sell, formatTag)}
          priceLabel={t('results.card.price')}
          refPrice={promo !== undefined && ref > sell ? formatPrice(ref, formatTag) : undefined}
          refPriceLabel={t('results.card.refPrice')}
          promo={promo !== undefined ? t('results.card.promo', { n: promo }) : undefined}
          suffix={t('results.card.perPerson')}
        />
      </div>
    </article>
  );
}
