import {
  giftExtrasOffered,
  initialGiftNights,
  isGiftable,
  parseProductHash,
  serialiseGiftHash,
  serialiseProductHash,
} from '@shop/criteria';
import { Alert, buttonClassName, RadioGroup, Skeleton } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { Link, navigate, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { useVoucherPrices } from '../../../entities/gift-voucher/api/get-voucher-prices';
import { useGiftUpsell } from '../../../entities/upsell/api/get-gift-upsell';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';
import styles from './GiftDrawer.module.css';

/** GIFT-003: the Spanish market's gifting flow uses its own card. */
export const usesSpanishCard = (locale: string): boolean => locale === 'es_ES';

export function GiftDrawerContent({ productId }: { productId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const locale = usePlatform((state) => state.locale);
  const location = usePlatform((state) => state.location);
  const prices = useVoucherPrices(productId, locale);
  const productHash = parseProductHash(location.hash);
  const priceList = prices.data?.priceList ?? [];
  const nights = prices.data ? initialGiftNights(priceList, productHash.giftNights) : null;
  // GIFT-004, GIFT-007: gift upsells load in gifting, for a one-night voucher only.
  const upsell = useGiftUpsell(
    productId,
    locale,
    nights !== null && giftExtrasOffered(nights) ? nights : null,
  );

  if (prices.error) return <Alert tone="warning">{t('drawer.unavailable')}</Alert>;
  if (!prices.data || nights === null) return <Skeleton height="12rem" />;
  if (!isGiftable(prices.data)) return <Alert tone="warning">{t('setup.notGiftable')}</Alert>;

  // GIFT-006: a gift-night change updates the page's hash giftNights.
  const setNights = (giftNights: number) =>
    navigate(
      `${location.pathname}${location.search}#${serialiseProductHash({ ...productHash, giftNights })}`,
      { replace: true },
    );
  const tier = priceList.find((entry) => entry.nights === nights);
  const setupHref = paths.giftSetup(
    productId,
    shellQueryOf(location.search),
    serialiseGiftHash({
      giftNights: nights,
      giftFormat: 'digital',
      giftAdult: 2,
      subElements: [],
      customSubElements: [],
      error: false,
    }),
  );
  const spanish = usesSpanishCard(locale);
  const extras = upsell.data?.singleVoucherProducts.filter(
    (product) => (product.priceDifferencePerLos[String(nights)] ?? 0) > 0,
  );

  return (
    <div className={styles.drawer}>
      <section
        className={spanish ? styles.spanishCard : styles.card}
        data-testid={spanish ? 'gift-card-es' : 'gift-card'}
        aria-labelledby="gift-drawer-offer"
      >
        <h3 id="gift-drawer-offer" className={styles.title}>
          {spanish ? t('drawer.spanishCard.title') : prices.data.label}
        </h3>
        {spanish ? <p className={styles.subtitle}>{prices.data.label}</p> : null}
        <p>
          {t('setup.validity', { months: prices.data.validityMonths, count: prices.data.adults })}
        </p>
        <RadioGroup
          legend={t('setup.nights.legend')}
          orientation="horizontal"
          options={priceList.map((entry) => ({
            value: String(entry.nights),
            label: t('setup.nights.option', { count: entry.nights }),
            description: formatPrice(entry.sellPrice, tag),
          }))}
          value={String(nights)}
          onChange={(next) => setNights(Number(next))}
        />
        {tier ? (
          <p className={styles.price}>
            {t('drawer.price', { price: formatPrice(tier.sellPrice, tag) })}
          </p>
        ) : null}
        <ul className={styles.facts}>
          <li>{t('drawer.facts.digital')}</li>
          <li>{t('drawer.facts.physical')}</li>
        </ul>
        <Link to={setupHref} className={buttonClassName()}>
          {t('drawer.giftWithoutDates')}
        </Link>
      </section>
      {extras && extras.length > 0 ? (
        <section aria-labelledby="gift-drawer-extras" className={styles.extras}>
          <h3 id="gift-drawer-extras" className={styles.title}>
            {t('drawer.extras.title')}
          </h3>
          <ul className={styles.extraList}>
            {extras.slice(0, 3).map((product) => (
              <li key={product.id}>
                <Link
                  to={paths.product(
                    product.id,
                    { ...shellQueryOf(location.search), flow: 'gifting' },
                    serialiseProductHash({ ...productHash, giftNights: nights }),
                  )}
                >
                  {product.label}
                </Link>{' '}
                <span className={styles.muted}>
                  {t('drawer.extras.difference', {
                    price: formatPrice(product.priceDifferencePerLos[String(nights)] ?? 0, tag),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
