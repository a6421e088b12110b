import type { GiftCardItem, OrderRequest, PriceBreakdown as Breakdown } from '@shop/api-contract';
import { Alert, Button, buttonClassName } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { Link, navigate, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { readGiftCardChoice } from '@shop/platform/gift-handoff';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import {
  type CheckoutDraft,
  GIFT_CARD_SEGMENT,
  readDraft,
  writeDraft,
} from '../../../entities/checkout/lib/draft';
import { PriceBreakdown } from '../../../entities/order/components/PriceBreakdown';
import { useFormatTag } from '../../../lib/use-format-tag';
import { usePlaceOrder } from '../hooks/use-place-order';
import { buyerOf, type BuyerValues } from '../lib/buyer-rules';
import styles from './BookingSummary.module.css';
import { BuyerForm } from './BuyerForm';
import { useBuyerForm } from '../hooks/use-buyer-form';

/** The gift card's price breakdown: it costs its amount; nothing ships, nothing is insured. */
export function giftCardBreakdown(amount: number): Breakdown {
  return {
    sellPrice: amount,
    refPrice: amount,
    promo: 0,
    moneySaved: 0,
    remainingAmountToPay: amount,
    reductionAmount: 0,
    giftcards: [{ serialNumber: null, amount }],
    insuranceAmount: 0,
    shippingCost: { amount: 0, internationalFee: 0 },
    extraDiscount: 0,
    subElementsPrice: 0,
    totalPrice: amount,
  };
}

/**
 * GIFT-025: /checkout/giftcard/summary: the gift card chosen on /giftcard/customization (kept in
 * the tab, ADR 0077), the buyer's details (CHK-033), then the order (its giftCardItem; the server
 * prices it) and the payment step. Without a choice, a link back to the customization page.
 */
export function GiftCardSummary() {
  const { t } = useTranslation(NAMESPACE);
  const [choice] = useState(readGiftCardChoice);
  if (!choice) {
    return (
      <div data-testid="gift-card-missing">
        <Alert tone="warning" title={t('giftCardOrder.missing')}>
          <p>{t('giftCardOrder.missingText')}</p>
        </Alert>
        <p>
          <Link to={paths.giftcardCustomization()} className={buttonClassName()}>
            {t('giftCardOrder.choose')}
          </Link>
        </p>
      </div>
    );
  }
  return <SummaryOfGiftCard card={choice} />;
}

function SummaryOfGiftCard({ card }: { card: GiftCardItem }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const locale = usePlatform((state) => state.locale);
  const pos = usePlatform((state) => state.market.pos);
  const location = usePlatform((state) => state.location);
  const cardKey = JSON.stringify(card);
  const saved = useMemo(() => readDraft(GIFT_CARD_SEGMENT, cardKey), [cardKey]);
  const { values, errors, change, blur, validate } = useBuyerForm(
    saved?.buyer as Partial<BuyerValues> | undefined,
    pos,
  );
  const errorSummary = useRef<HTMLDivElement>(null);
  const noRefresh = useCallback(() => Promise.resolve(), []);
  const { state, place } = usePlaceOrder(GIFT_CARD_SEGMENT, noRefresh);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    const draft: CheckoutDraft = { ...(saved ?? {}), stayKey: cardKey, buyer: values };
    writeDraft(GIFT_CARD_SEGMENT, draft);
    if (Object.keys(found).length > 0) {
      errorSummary.current?.focus();
      return;
    }
    const body: OrderRequest = {
      locale,
      buyer: buyerOf(values, pos),
      currency: 'EUR',
      expectedAmount: card.amount,
      items: {
        insuranceItem: false,
        promotionCodeItem: null,
        shortStayItem: null,
        giftCardItem: card,
      },
    };
    const placed = await place(body, draft);
    if (placed) {
      navigate(paths.payment(GIFT_CARD_SEGMENT, undefined, shellQueryOf(location.search)));
    }
  };
  const invalidCount = Object.values(errors).filter(Boolean).length;
  return (
    <form className={styles.page} noValidate onSubmit={(event) => void submit(event)}>
      <div className={styles.main}>
        <section className={styles.section} aria-labelledby="gift-card-order">
          <h2 id="gift-card-order">{t('giftCardOrder.title')}</h2>
          <dl className={styles.facts} data-testid="gift-card-order">
            <div>
              <dt>{t('giftCardOrder.amount')}</dt>
              <dd>{formatPrice(card.amount, tag)}</dd>
            </div>
            {card.recipientName ? (
              <div>
                <dt>{t('giftCardOrder.recipient')}</dt>
                <dd>{card.recipientName}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('giftCardOrder.sentTo')}</dt>
              <dd>{card.recipientEmail ?? t('giftCardOrder.toBuyer')}</dd>
            </div>
            {card.fromName ? (
              <div>
                <dt>{t('giftCardOrder.from')}</dt>
                <dd>{card.fromName}</dd>
              </div>
            ) : null}
            {card.message ? (
              <div>
                <dt>{t('giftCardOrder.message')}</dt>
                <dd className={styles.message}>{card.message}</dd>
              </div>
            ) : null}
          </dl>
          <p>
            <Link to={paths.giftcardCustomization()}>{t('giftCardOrder.change')}</Link>
          </p>
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
        <PriceBreakdown breakdown={giftCardBreakdown(card.amount)} />
        {state.status === 'failed' || state.status === 'priceChanged' ? (
          <Alert tone="error">{t('giftCardOrder.failed')}</Alert>
        ) : null}
        <Button
          type="submit"
          disabled={state.status === 'pending'}
          aria-busy={state.status === 'pending'}
        >
          {t('summary.continue')}
        </Button>
      </aside>
    </form>
  );
}
