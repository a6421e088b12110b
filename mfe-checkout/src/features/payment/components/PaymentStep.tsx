import type { OrderSummary, PaymentMethod } from '@shop/api-contract';
import { toIsoDate } from '@shop/criteria';
import {
  Alert,
  Button,
  buttonClassName,
  PageSkeleton,
  RadioGroup,
  TextField,
} from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { Link, navigate, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { HandoffProblem } from '../../../entities/checkout/components/HandoffProblem';
import { type DraftOrder, readDraft } from '../../../entities/checkout/lib/draft';
import { productIdOf, readStayHandoff } from '../../../entities/checkout/lib/handoff';
import { activityDraftKey } from '../../../entities/activity/lib/voucher';
import {
  giftDraftKey,
  isGiftCheckout,
  readGiftHandoff,
} from '../../../entities/checkout/lib/gift-handoff';
import { useOrder } from '../../../entities/order/api/get-order';
import { PriceBreakdown } from '../../../entities/order/components/PriceBreakdown';
import { useEligibility } from '../../../entities/payment-eligibility/api/get-eligibility';
import { PaymentEligibility } from '../../../entities/payment-eligibility/components/PaymentEligibility';
import { showsPaymentEligibility } from '../../../entities/payment-eligibility/lib/eligibility';
import { useFormatTag } from '../../../lib/use-format-tag';
import { postGiftCardPayment } from '../api/gift-cards';
import { usePayment } from '../hooks/use-payment';
import { type CardError, type CardField, type CardValues, failureKey, readCard } from '../lib/card';
import { ChallengeDialog } from './ChallengeDialog';
import { GiftCards } from './GiftCards';
import { GIFT_CARD_SEGMENT } from '../../../entities/checkout/lib/draft';
import styles from './PaymentStep.module.css';

const ELIGIBLE_METHOD: Record<'deferred' | '3x' | '4x', PaymentMethod> = {
  deferred: 'paylater',
  '3x': 'instalment3',
  '4x': 'instalment4',
};

/** /checkout/{productId}/payment: the order of the summary, paid through the sandbox. */
export function PaymentStep({ productSegment }: { productSegment: string | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const location = usePlatform((state) => state.location);
  const gift = isGiftCheckout(location.search);
  const reading = useMemo(() => {
    // ADR 0072: a gift voucher's checkout (?flow=gifting) has no stay, only its voucher.
    if (gift) {
      const read = readGiftHandoff(productSegment, location.hash);
      return read.ok
        ? { ok: true as const, productId: read.gift.productId, key: giftDraftKey(read.gift) }
        : read;
    }
    const read = readStayHandoff(productSegment, location.hash, toIsoDate(new Date()));
    return read.ok
      ? { ok: true as const, productId: read.stay.productId, key: JSON.stringify(read.stay) }
      : read;
  }, [gift, productSegment, location.hash]);
  if (productSegment === GIFT_CARD_SEGMENT) {
    // GIFT-025 (ADR 0077): the gift-card order of /checkout/giftcard/summary.
    const giftDraft = readDraft(GIFT_CARD_SEGMENT);
    const giftSummary = paths.checkout(GIFT_CARD_SEGMENT, undefined, shellQueryOf(location.search));
    if (!giftDraft?.order) {
      return (
        <HandoffProblem
          problem="noOrder"
          productId={null}
          back={{ to: giftSummary, label: t('payment.book') }}
        />
      );
    }
    return (
      <PayOrder
        draftOrder={giftDraft.order}
        summaryPath={giftSummary}
        eligibilityInput={undefined}
      />
    );
  }
  if (!reading.ok) {
    const id = /^\d{1,10}$/.test(productSegment ?? '') ? Number(productSegment) : null;
    return <HandoffProblem problem={reading.problem} productId={id} />;
  }
  const { productId } = reading;
  const draft = readDraft(productId, reading.key);
  const summaryPath = paths.checkout(productId, location.hash, {
    ...shellQueryOf(location.search),
    ...(gift ? { flow: 'gifting' } : {}),
  });
  if (!draft?.order) {
    return (
      <HandoffProblem
        problem="noOrder"
        productId={productId}
        back={{ to: summaryPath, label: t('payment.book') }}
      />
    );
  }
  return (
    <PayOrder draftOrder={draft.order} summaryPath={summaryPath} eligibilityInput={draft.payment} />
  );
}

/**
 * CHK-006: /checkout/activity/{id}?step=payment: the activity voucher order of the voucher
 * checkout, paid as a stay's (no instalments: a voucher has no stay to defer to).
 */
export function ActivityPaymentStep({ activitySegment }: { activitySegment: string | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const location = usePlatform((state) => state.location);
  const id = productIdOf(activitySegment);
  const draft = id === null ? null : readDraft(activityDraftKey(id));
  const query = Object.fromEntries(new URLSearchParams(location.search));
  delete query.step;
  // SHELL-054: without the activity-only search, the stays' search.
  const activitySearch = usePlatform((state) => state.flags.activityOnly);
  const searchPath = activitySearch ? paths.activitySearch() : paths.search();
  const checkoutPath = id === null ? searchPath : paths.activityCheckout(id, location.hash, query);
  if (!draft?.order) {
    return (
      <HandoffProblem
        problem="noOrder"
        productId={null}
        back={{ to: checkoutPath, label: t('payment.book') }}
      />
    );
  }
  return (
    <PayOrder draftOrder={draft.order} summaryPath={checkoutPath} eligibilityInput={undefined} />
  );
}

function PayOrder({
  draftOrder,
  summaryPath,
  eligibilityInput,
}: {
  draftOrder: DraftOrder;
  summaryPath: string;
  eligibilityInput:
    | { checkin: string; cancellationPolicyType: string; cancellableUntil: string | null }
    | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const pos = usePlatform((state) => state.market.pos);
  const flags = usePlatform((state) => state.flags);
  const search = usePlatform((state) => state.location.search);
  const { orderUUID, viewToken, bookingNumber } = draftOrder;
  const order = useOrder(orderUUID, viewToken);
  const reloadOrder = order.mutate;

  const toConfirmation = useCallback(() => {
    // The order was just paid: refetch it past SWR's deduping, or a payment made within its
    // interval (no challenge) would show the confirmation the cached unpaid order.
    void reloadOrder();
    navigate(
      paths.confirmation(orderUUID, {
        ...shellQueryOf(search),
        status: 'success',
        gaId: bookingNumber,
        token: viewToken,
      }),
    );
  }, [orderUUID, bookingNumber, viewToken, search, reloadOrder]);
  const { state, pay, confirm, cancelChallenge } = usePayment(orderUUID, toConfirmation);

  const remaining = order.data?.priceBreakdown.remainingAmountToPay ?? null;
  const eligible =
    eligibilityInput !== undefined &&
    showsPaymentEligibility({
      pointOfSale: pos,
      flagOn: flags.paymentEligibility,
      finalPrice: remaining,
      cancellable: eligibilityInput.cancellationPolicyType !== 'NCNR',
    });
  const eligibility = useEligibility(
    eligible && remaining !== null && eligibilityInput
      ? {
          amount: remaining,
          cancellationPolicyType: eligibilityInput.cancellationPolicyType,
          cancellableUntil: eligibilityInput.cancellableUntil,
          checkinDate: eligibilityInput.checkin,
          pointOfSale: pos,
        }
      : undefined,
  );
  const eligibleMethods = eligibility.error ? [] : (eligibility.data?.paymentMethods ?? []);

  const [method, setMethod] = useState<PaymentMethod>('card');
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '' });
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, CardError>>>({});
  const giftPaying = useRef(false);
  const [giftFailed, setGiftFailed] = useState(false);

  // A reload after the payment went through: the order is paid, show its confirmation.
  const confirmed = order.data?.status === 'confirmed';
  useEffect(() => {
    if (confirmed) toConfirmation();
  }, [confirmed, toConfirmation]);

  if (order.error) {
    return (
      <HandoffProblem
        problem="noOrder"
        productId={null}
        back={{ to: summaryPath, label: t('payment.book') }}
      />
    );
  }
  if (!order.data) return <PageSkeleton />;
  const summary: OrderSummary = order.data;
  const due = summary.priceBreakdown.remainingAmountToPay;
  const methodLabel = (value: PaymentMethod) => t(`payment.methods.${value}`);
  const options: { value: PaymentMethod; label: string }[] = [
    { value: 'card', label: methodLabel('card') },
    { value: 'wallet', label: methodLabel('wallet') },
    ...eligibleMethods.map((eligibleMethod) => ({
      value: ELIGIBLE_METHOD[eligibleMethod.type],
      label: methodLabel(ELIGIBLE_METHOD[eligibleMethod.type]),
    })),
  ];
  const paying =
    state.status === 'paying' || state.status === 'paid' || state.status === 'challenge';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (paying) return;
    if (method === 'card') {
      const read = readCard(card, new Date());
      if (!read.ok) {
        setCardErrors(read.errors);
        return;
      }
      setCardErrors({});
      void pay({ method, card: read.card });
    } else {
      void pay({ method });
    }
  };
  const payWithGiftCards = async () => {
    if (giftPaying.current) return;
    giftPaying.current = true;
    try {
      await postGiftCardPayment(orderUUID);
      toConfirmation();
    } catch {
      setGiftFailed(true);
      await order.mutate();
    } finally {
      giftPaying.current = false;
    }
  };
  const cardField = (field: CardField, autoComplete: string, maxLength: number) => (
    <TextField
      label={t(`payment.card.${field}`)}
      name={field}
      autoComplete={autoComplete}
      inputMode="numeric"
      maxLength={maxLength}
      value={card[field]}
      error={cardErrors[field] ? t(`payment.card.errors.${cardErrors[field]}`) : undefined}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setCard((current) => ({ ...current, [field]: value }));
      }}
    />
  );

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        {state.status === 'failed' ? (
          <Alert
            tone="error"
            title={t('payment.failed', { paymentMethod: methodLabel(state.method) })}
          >
            <p>{t(`payment.reasons.${failureKey(state.reason)}`)}</p>
            <p>
              <Link to={summaryPath} className={buttonClassName({ variant: 'secondary' })}>
                {t('payment.book')}
              </Link>
            </p>
          </Alert>
        ) : null}
        {/* A gift card never pays for another gift card (ADR 0018). */}
        {summary.giftCards.length === 0 ? (
          <GiftCards order={summary} onChanged={() => order.mutate()} />
        ) : null}
        {due === 0 ? (
          <section className={styles.section}>
            <p>{t('giftCards.coversAll')}</p>
            {giftFailed ? <Alert tone="error">{t('giftCards.errors.OTHER')}</Alert> : null}
            <Button onClick={() => void payWithGiftCards()}>{t('giftCards.pay')}</Button>
          </section>
        ) : (
          <form className={styles.form} noValidate onSubmit={submit} data-testid="payment-form">
            <RadioGroup
              legend={t('payment.method')}
              options={options}
              value={method}
              onChange={setMethod}
            />
            {method === 'card' ? (
              <fieldset className={styles.card}>
                <legend>{t('payment.card.title')}</legend>
                {cardField('number', 'cc-number', 23)}
                <div className={styles.row}>
                  {cardField('expiry', 'cc-exp', 7)}
                  {cardField('cvc', 'cc-csc', 4)}
                </div>
              </fieldset>
            ) : null}
            {method === 'wallet' ? <p>{t('payment.walletText')}</p> : null}
            {method === 'paylater' || method === 'instalment3' || method === 'instalment4' ? (
              <PaymentEligibility
                methods={eligibleMethods.filter(
                  (eligibleMethod) => ELIGIBLE_METHOD[eligibleMethod.type] === method,
                )}
              />
            ) : null}
            <Button type="submit" disabled={paying} aria-busy={paying} data-testid="pay">
              {t('payment.pay', { amount: formatPrice(due, tag) })}
            </Button>
          </form>
        )}
      </div>
      <aside className={styles.aside} aria-labelledby="payment-price">
        <h2 id="payment-price">{t('payment.summary', { number: summary.bookingNumber })}</h2>
        <PriceBreakdown breakdown={summary.priceBreakdown} />
        <Link to={summaryPath}>{t('payment.back')}</Link>
      </aside>
      <ChallengeDialog
        open={state.status === 'challenge'}
        attemptsLeft={
          state.status === 'challenge' ? (state.intent.challenge?.attemptsLeft ?? 0) : 0
        }
        wrongCode={state.status === 'challenge' && state.wrongCode}
        checking={state.status === 'challenge' && state.checking}
        onSubmit={(code) => void confirm(code)}
        onClose={cancelChallenge}
      />
    </div>
  );
}
