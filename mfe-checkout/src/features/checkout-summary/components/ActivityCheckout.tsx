import type { OrderRequest, PriceBreakdown as Breakdown } from '@shop/api-contract';
import { Alert, buttonClassName, PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, navigate, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { type FormEvent, useMemo, useRef } from 'react';
import { NAMESPACE } from '../../../i18n';
import { useActivity } from '../../../entities/activity/api/get-activity';
import { activityDraftKey, voucherPrice } from '../../../entities/activity/lib/voucher';
import { type CheckoutDraft, readDraft } from '../../../entities/checkout/lib/draft';
import { productIdOf } from '../../../entities/checkout/lib/handoff';
import { PriceBreakdown } from '../../../entities/order/components/PriceBreakdown';
import { useFormatTag } from '../../../lib/use-format-tag';
import { usePlaceOrder } from '../hooks/use-place-order';
import { buyerOf, type BuyerValues } from '../lib/buyer-rules';
import styles from './BookingSummary.module.css';
import { BuyerForm } from './BuyerForm';
import { OrderSubmit } from './OrderSubmit';
import { useBuyerForm } from '../hooks/use-buyer-form';

/** The hand-off's party: `a` of the hash (default 2, CRIT-026). */
function partyOf(hash: string): number {
  const adults = Number(new URLSearchParams(hash.replace(/^#/, '')).get('a'));
  return Number.isInteger(adults) && adults >= 1 && adults <= 20 ? adults : 2;
}

/**
 * CHK-006: /checkout/activity/{id}#id=…&a=… (customType=OWN_USE for oneself): the voucher, its
 * price for the party from the catalogue, the buyer form; Continue places the order (the server
 * prices it again) and goes to its payment (`?step=payment`), then the confirmation.
 */
export function ActivityCheckout({ activitySegment }: { activitySegment: string | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const location = usePlatform((state) => state.location);
  const activitySearch = usePlatform((state) => state.flags.activityOnly);
  const locale = usePlatform((state) => state.locale);
  const lng = usePlatform((state) => state.language);
  const pos = usePlatform((state) => state.market.pos);
  const id = productIdOf(activitySegment);
  const own = new URLSearchParams(location.search).get('customType') === 'OWN_USE';
  const party = partyOf(location.hash);
  const activity = useActivity(id, locale);
  // A forged id (null) never places an order: the page shows its problem first.
  const draftKey = activityDraftKey(id ?? 0);
  const price = activity.data ? voucherPrice(activity.data.prices, party) : null;
  const adults = price?.paxComposition.adults ?? party;
  const stayKey = `${id ?? ''}:${adults}:${own ? 'OWN_USE' : 'GIFT'}`;
  const saved = useMemo(
    () => (id === null ? null : readDraft(draftKey, stayKey)),
    [id, draftKey, stayKey],
  );
  const { values, errors, change, blur, validate } = useBuyerForm(
    saved?.buyer as Partial<BuyerValues> | undefined,
    pos,
  );
  const errorSummary = useRef<HTMLDivElement>(null);
  const { state, place } = usePlaceOrder(draftKey, () => activity.mutate());

  // SHELL-054: without the activity-only search, the stays' search.
  const activitiesPath = activitySearch ? paths.activitySearch() : paths.search();
  const back = (
    <p>
      <Link
        to={id === null ? activitiesPath : paths.activity(id, undefined, `a=${party}`)}
        className={buttonClassName({ variant: 'secondary' })}
      >
        {t('activity.back')}
      </Link>
    </p>
  );
  if (id === null || activity.error || (activity.data && (!price || !activity.data.published))) {
    return (
      <div data-testid="activity-checkout">
        <Alert tone="error" title={t('activity.notFound')} />
        {back}
      </div>
    );
  }
  if (!activity.data || !price) return <PageSkeleton />;

  const breakdown: Breakdown = {
    sellPrice: price.sellPrice,
    refPrice: Math.max(price.barPrice, price.sellPrice),
    promo: price.promoPercentageRounded,
    moneySaved: Math.max(price.barPrice - price.sellPrice, 0),
    remainingAmountToPay: price.sellPrice,
    reductionAmount: 0,
    giftcards: [],
    insuranceAmount: 0,
    shippingCost: { amount: 0, internationalFee: 0 },
    extraDiscount: 0,
    subElementsPrice: 0,
    totalPrice: price.sellPrice,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    const draft: CheckoutDraft = { ...(saved ?? {}), stayKey, buyer: values };
    if (Object.keys(found).length > 0) {
      errorSummary.current?.focus();
      return;
    }
    const body: OrderRequest = {
      locale,
      ...(lng === 'en' ? { lng: 'en' as const } : {}),
      buyer: buyerOf(values, pos),
      currency: 'EUR',
      expectedAmount: price.sellPrice,
      items: {
        insuranceItem: false,
        promotionCodeItem: null,
        shortStayItem: null,
        giftCardItem: null,
        activityVoucherItem: {
          activityId: id,
          numberOfAdults: adults,
          customType: own ? 'OWN_USE' : 'GIFT',
        },
      },
    };
    const placed = await place(body, draft);
    if (placed) {
      navigate(
        paths.activityCheckout(id, location.hash, {
          ...shellQueryOf(location.search),
          ...(own ? { customType: 'OWN_USE' } : {}),
          step: 'payment',
        }),
      );
    }
  };

  const invalidCount = Object.values(errors).filter(Boolean).length;
  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(event) => void submit(event)}
      data-testid="activity-checkout"
    >
      <div className={styles.main}>
        <section className={styles.section} aria-labelledby="voucher-details">
          <h2 id="voucher-details">{activity.data.label}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('activity.for')}</dt>
              <dd>{t(own ? 'activity.ownUseFor' : 'activity.giftFor', { count: adults })}</dd>
            </div>
            <div>
              <dt>{t('activity.validity')}</dt>
              <dd>{t('activity.validityValue', { count: activity.data.voucherValidityMonths })}</dd>
            </div>
            <div>
              <dt>{t('activity.delivery')}</dt>
              <dd>{t('activity.deliveryValue')}</dd>
            </div>
          </dl>
        </section>
        <div ref={errorSummary} tabIndex={-1}>
          {invalidCount > 0 ? (
            <Alert tone="error">{t('buyer.summary', { count: invalidCount })}</Alert>
          ) : null}
        </div>
        <BuyerForm values={values} errors={errors} onChange={change} onBlur={blur} />
      </div>
      <aside className={styles.aside} aria-labelledby="voucher-price">
        <h2 id="voucher-price">{t('summary.price')}</h2>
        <PriceBreakdown
          breakdown={breakdown}
          lowestPrice30Days={activity.data.pricesByAdults[String(adults)]?.lowestPrice30Days}
        />
        <OrderSubmit state={state} totalCents={price.sellPrice} tag={tag} />
        {back}
      </aside>
    </form>
  );
}
