import type { OrderRequest, PriceBreakdown as Breakdown } from '@shop/api-contract';
import { readGiftCustomization } from '@shop/criteria';
import { Alert, PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { navigate, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { type FormEvent, useCallback, useMemo, useRef } from 'react';
import { NAMESPACE } from '../../../i18n';
import { useWeekend } from '../../../entities/checkout/api/get-weekend';
import { HandoffProblem } from '../../../entities/checkout/components/HandoffProblem';
import { type CheckoutDraft, readDraft, writeDraft } from '../../../entities/checkout/lib/draft';
import {
  giftDraftKey,
  type GiftHandoff,
  readGiftHandoff,
} from '../../../entities/checkout/lib/gift-handoff';
import { useVoucherQuote } from '../../../entities/gift-voucher/api/get-voucher-quote';
import { PriceBreakdown } from '../../../entities/order/components/PriceBreakdown';
import { useFormatTag } from '../../../lib/use-format-tag';
import { useBeginCheckout } from '../hooks/use-begin-checkout';
import { usePlaceOrder } from '../hooks/use-place-order';
import { buyerOf, type BuyerValues } from '../lib/buyer-rules';
import styles from './BookingSummary.module.css';
import { BuyerForm } from './BuyerForm';
import { OrderSubmit } from './OrderSubmit';
import { useBuyerForm } from '../hooks/use-buyer-form';

/**
 * GIFT-024, ADR 0072: /checkout/{productId}/summary?flow=gifting#giftNights=…: the gift voucher
 * (offer, nights for 2 people, format, message), the buyer and the server's price; Continue
 * places the order with its giftVoucherItem and goes to the payment step.
 */
export function GiftVoucherSummary({ productSegment }: { productSegment: string | undefined }) {
  const hash = usePlatform((state) => state.location.hash);
  const reading = useMemo(() => readGiftHandoff(productSegment, hash), [productSegment, hash]);
  if (!reading.ok) {
    const id = /^\d{1,10}$/.test(productSegment ?? '') ? Number(productSegment) : null;
    return <HandoffProblem problem={reading.problem} productId={id} />;
  }
  return <SummaryOfGift gift={reading.gift} />;
}

function SummaryOfGift({ gift }: { gift: GiftHandoff }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const locale = usePlatform((state) => state.locale);
  const pos = usePlatform((state) => state.market.pos);
  const location = usePlatform((state) => state.location);
  const draftKey = giftDraftKey(gift);
  const saved = useMemo(() => readDraft(gift.productId, draftKey), [gift.productId, draftKey]);
  const customization = useMemo(() => readGiftCustomization(gift.productId), [gift.productId]);
  const quote = useVoucherQuote({ locale, ...gift, offerId: gift.productId });
  const weekend = useWeekend(gift.productId, locale);
  useBeginCheckout(gift.productId, quote.data?.totalPrice ?? null, 'gifting');

  const { values, errors, change, blur, validate } = useBuyerForm(
    saved?.buyer as Partial<BuyerValues> | undefined,
    pos,
  );
  const errorSummary = useRef<HTMLDivElement>(null);
  const refreshPrice = useCallback(() => quote.mutate(), [quote]);
  const { state: orderState, place } = usePlaceOrder(gift.productId, refreshPrice);

  if (quote.error) {
    return <HandoffProblem problem="notBookable" productId={gift.productId} />;
  }
  if (!quote.data) return <PageSkeleton />;
  const price = quote.data;
  const breakdown: Breakdown = {
    sellPrice: price.sellPrice,
    refPrice: price.refPrice,
    promo: price.promo,
    moneySaved: price.refPrice - price.sellPrice,
    remainingAmountToPay: price.totalPrice,
    reductionAmount: 0,
    giftcards: [],
    insuranceAmount: 0,
    shippingCost: { amount: price.shippingCost, internationalFee: 0 },
    extraDiscount: 0,
    subElementsPrice: price.subElementsPrice,
    totalPrice: price.totalPrice,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    const draft: CheckoutDraft = { ...(saved ?? {}), stayKey: draftKey, buyer: values };
    writeDraft(gift.productId, draft);
    if (Object.keys(found).length > 0) {
      errorSummary.current?.focus();
      return;
    }
    const body: OrderRequest = {
      locale,
      buyer: buyerOf(values, pos),
      currency: 'EUR',
      expectedAmount: price.totalPrice,
      items: {
        insuranceItem: false,
        promotionCodeItem: null,
        shortStayItem: null,
        giftVoucherItem: {
          offerId: gift.productId,
          nights: gift.nights,
          format: gift.format,
          subElements: gift.subElements,
          customSubElements: gift.customSubElements,
          fromName: customization.fromName,
          message: customization.message,
        },
      },
    };
    const placed = await place(body, draft);
    if (placed) {
      navigate(
        paths.payment(gift.productId, location.hash, {
          ...shellQueryOf(location.search),
          flow: 'gifting',
        }),
      );
    }
  };

  const invalidCount = Object.values(errors).filter(Boolean).length;
  return (
    <form className={styles.page} noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.main}>
        <section aria-labelledby="gift-voucher-title" data-testid="gift-voucher-details">
          <h2 id="gift-voucher-title">{t('gift.title')}</h2>
          <p>
            <strong>{weekend.data?.label ?? t('gift.offer')}</strong>
          </p>
          <p>{t('gift.nights', { count: gift.nights })}</p>
          <p>{t('gift.validity')}</p>
          <p>{t(gift.format === 'PHYSICAL' ? 'gift.physical' : 'gift.digital')}</p>
          {customization.fromName ? (
            <p>{t('gift.from', { name: customization.fromName })}</p>
          ) : null}
          {customization.message ? (
            <blockquote className={styles.muted}>{customization.message}</blockquote>
          ) : null}
        </section>
        <div ref={errorSummary} tabIndex={-1}>
          {invalidCount > 0 ? (
            <Alert tone="error">{t('buyer.summary', { count: invalidCount })}</Alert>
          ) : null}
        </div>
        <BuyerForm values={values} errors={errors} onChange={change} onBlur={blur} />
      </div>
      <aside className={styles.aside} aria-labelledby="summary-price">
        <h2 id="summary-price">{t('summary.price')}</h2>
        <PriceBreakdown breakdown={breakdown} />
        <OrderSubmit state={orderState} totalCents={price.totalPrice} tag={tag} />
      </aside>
    </form>
  );
}
