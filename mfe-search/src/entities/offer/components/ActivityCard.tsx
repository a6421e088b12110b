import type { ActivityCard as ActivityCardData } from '@shop/api-contract';
import { activityPricePerPerson, displayPromo, promoBadgeValue } from '@shop/criteria';
import { PriceTag } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { CardCancellation } from './CardCancellation';
import { CardMedia } from './CardMedia';
import { CardReview, CardTitle, HotelLine, type CardBaseProps } from './card-parts';
import { activityHref, cardImages } from './card-rules';
import styles from './StayCard.module.css';

export interface ActivityCardProps extends Omit<CardBaseProps, 'hash'> {
  card: ActivityCardData;
}

const CENTS_PER_EURO = 100;

/** CRIT-076: a party price (cents) per person, in cents. */
const perPerson = (cents: number, adults: number) =>
  Math.round(activityPricePerPerson(cents, adults) * CENTS_PER_EURO);

/**
 * SRCH-052 activity card (activity flow, SRCH-017): an activity-only package, with the stay
 * card's parts (SRCH-053): media (carousel, gallery, heart in the ACTIVITY wishlist), the place
 * as the hotel details (a hotel with its link and stars, else the partner's centre, unlinked),
 * the review (SRCH-056), the cancellation terms and conditions modal (CRIT-085, CRIT-086), the
 * price per person ("/ person", CRIT-076, CRIT-080) with reference price and badge from a 5%
 * promo (CRIT-075, CRIT-079), and no activity count (SRCH-055). Fields: SRCH-057.
 */
export function ActivityCard({
  card,
  hasDates,
  formatTag,
  eager,
  onSelect,
  wishlist,
}: ActivityCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const adults = card.prices.paxComposition.adults;
  const sell = perPerson(card.prices.sellPrice, adults);
  const ref = perPerson(card.prices.barPrice, adults);
  const promo = promoBadgeValue(displayPromo(card.prices.promo, 'activityOnly'));
  const struck = promo !== undefined && ref > sell;
  return (
    <article className={styles.card} data-testid="offer-card" data-kind="activity">
      <CardMedia images={cardImages(card)} label={card.label} eager={eager} wishlist={wishlist} />
      <div className={styles.body}>
        <CardTitle href={activityHref(card)} label={card.label} onSelect={onSelect} />
        <HotelLine hotel={card.place} />
        <CardReview review={card.place.review} />
        <CardCancellation card={card} hasDates={hasDates} formatTag={formatTag} />
        <PriceTag
          className={styles.price}
          price={formatPrice(sell, formatTag)}
          priceLabel={t('results.card.price')}
          refPrice={struck ? formatPrice(ref, formatTag) : undefined}
          refPriceLabel={t('results.card.refPrice')}
          promo={promo !== undefined ? t('results.card.promo', { n: promo }) : undefined}
          suffix={t('results.card.perPerson')}
        />
        {/* BEY-005: where the reference price is struck, the lowest price of the 30 days before. */}
        {struck && card.lowestPrice30Days != null ? (
          <p className={styles.lowestPrice} data-testid="lowest-price-30-days">
            {t('results.card.lowestPrice30Days', {
              price: formatPrice(card.lowestPrice30Days, formatTag),
            })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
