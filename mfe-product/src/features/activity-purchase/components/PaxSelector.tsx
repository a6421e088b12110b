import type { ActivityOnlyDetail } from '@shop/api-contract';
import { Button, PriceTag, Stepper } from '@shop/design-system';
import { displayPromo, type Participants, promoBadgeValue } from '@shop/criteria';
import { formatPrice, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './PaxSelector.module.css';

export interface PaxSelectorProps {
  pricesByAdults: ActivityOnlyDetail['pricesByAdults'];
  participants: Participants;
  onChange: (pax: number) => void;
  /** CHK-004: "Offer" (gift mode) and "Buy for myself" (own-use mode). */
  onOffer: () => void;
  onBuyForMyself: () => void;
}

/**
 * PROD-067, PROD-071, CRIT-075, CRIT-076: the price and pax selector. The price of the chosen
 * count is the party's (cents): shown per person (divided by the adults) with the party's total,
 * the reference price and promo (0 below 5 %) and the money saved; the stepper stays within the
 * price keys' min and max.
 */
export function PaxSelector({
  pricesByAdults,
  participants,
  onChange,
  onOffer,
  onBuyForMyself,
}: PaxSelectorProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const { pax, paxRange } = participants;
  const price = pricesByAdults[String(pax)];
  const promo = price ? promoBadgeValue(displayPromo(price.promo, 'activityOnly')) : undefined;
  const perPerson = (cents: number) => formatPrice(Math.round(cents / pax), tag);
  return (
    <section className={styles.panel} aria-labelledby="activity-price-title">
      <h2 id="activity-price-title" className={styles.title}>
        {t('activity.price.title')}
      </h2>
      <Stepper
        label={t('activity.price.people')}
        value={pax}
        min={paxRange.min}
        max={paxRange.max}
        onChange={onChange}
        decrementLabel={t('activity.price.fewer')}
        incrementLabel={t('activity.price.more')}
        valueText={t('activity.price.peopleCount', { count: pax })}
      />
      {price ? (
        <div data-testid="activity-price">
          <PriceTag
            size="l"
            price={perPerson(price.sellPrice)}
            suffix={t('activity.price.perPerson')}
            refPrice={promo ? perPerson(price.refPrice) : undefined}
            refPriceLabel={t('activity.price.insteadOf')}
            promo={promo ? t('activity.price.promo', { n: promo }) : undefined}
          />
          {/* BEY-005: with the announced reduction, the lowest price of the 30 days before it. */}
          {promo && price.lowestPrice30Days != null ? (
            <p className={styles.lowestPrice} data-testid="lowest-price-30-days">
              {t('booking.price.lowestPrice30Days', {
                price: perPerson(price.lowestPrice30Days),
              })}
            </p>
          ) : null}
          <p className={styles.total}>
            {t('activity.price.total', { count: pax, price: formatPrice(price.sellPrice, tag) })}
          </p>
          {promo && price.moneySaved > 0 ? (
            <p className={styles.saved}>
              {t('activity.price.saved', { price: formatPrice(price.moneySaved, tag) })}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onOffer} aria-haspopup="dialog">
          {t('activity.handOff.offer')}
        </Button>
        <Button onClick={onBuyForMyself} aria-haspopup="dialog">
          {t('activity.handOff.buyForMyself')}
        </Button>
      </div>
    </section>
  );
}
