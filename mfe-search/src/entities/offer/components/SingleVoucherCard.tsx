import type { OfferCard } from '@shop/api-contract';
import { displayPromo, promoBadgeValue } from '@shop/criteria';
import { Badge, PriceTag } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { CardCancellation } from './CardCancellation';
import { CardMedia } from './CardMedia';
import {
  ActivityCount,
  AutoDiscountLine,
  CardReview,
  CardTitle,
  HotelLine,
  type CardBaseProps,
} from './card-parts';
import { cardImages, productHref } from './card-rules';
import styles from './StayCard.module.css';

export interface SingleVoucherCardProps extends CardBaseProps {
  card: OfferCard;
}

/**
 * SRCH-052 single-voucher card (gifting flow): the stay sold as a gift voucher. The price is the
 * voucher's (priceType GIFT, the whole voucher for its adults and nights, not per night), the
 * search carries no dates (CRIT-018), so the cancellation label asks for travel dates (CRIT-085)
 * and the conditions modal explains the terms in days before check-in (CRIT-086). Otherwise as the
 * stay card: media (SRCH-053), hotel (SRCH-054), review (SRCH-056), activity count (SRCH-055),
 * auto-discount text (SRCH-058). The link opens the product in the gifting flow.
 */
export function SingleVoucherCard({
  card,
  flow,
  hash,
  formatTag,
  eager,
  onSelect,
  wishlist,
}: SingleVoucherCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const promo = promoBadgeValue(displayPromo(card.promo, 'hotelOffers'));
  const showRef = promo !== undefined && card.refPrice > card.sellPrice;
  const adults = card.prices.paxComposition.adults;
  return (
    <article className={styles.card} data-testid="offer-card" data-kind="singleVoucher">
      <CardMedia images={cardImages(card)} label={card.label} eager={eager} wishlist={wishlist} />
      <div className={styles.body}>
        <Badge tone="brand" className={styles.kindBadge}>
          {t('cards.voucher.badge')}
        </Badge>
        <CardTitle
          href={productHref(card.id, 'gifting', hash)}
          label={card.label}
          onSelect={onSelect}
        />
        <HotelLine hotel={card.hotel} />
        <CardReview review={card.hotel.review} />
        <ActivityCount flow={flow} count={card.activities.length} />
        <p className={styles.meta}>
          {t('cards.voucher.nights', { count: Math.max(1, card.nights) })}
        </p>
        <CardCancellation card={card} hasDates={false} formatTag={formatTag} />
        <AutoDiscountLine autoDiscount={card.autoDiscount} />
        <PriceTag
          className={styles.price}
          price={formatPrice(card.sellPrice, formatTag)}
          priceLabel={t('results.card.price')}
          refPrice={showRef ? formatPrice(card.refPrice, formatTag) : undefined}
          refPriceLabel={t('results.card.refPrice')}
          promo={promo !== undefined ? t('results.card.promo', { n: promo }) : undefined}
          suffix={t('cards.voucher.forPeople', { count: adults })}
        />
      </div>
    </article>
  );
}
