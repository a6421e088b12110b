import {
  ApiRequestError,
  type OrderRequest,
  type PriceBreakdown as Breakdown,
} from '@shop/api-contract';
import { isCancellablePolicy, toIsoDate } from '@shop/criteria';
import { Alert, Button, PageSkeleton } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { navigate, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { type FormEvent, type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { useWeekend } from '../../../entities/checkout/api/get-weekend';
import { HandoffProblem } from '../../../entities/checkout/components/HandoffProblem';
import { type CheckoutDraft, readDraft, writeDraft } from '../../../entities/checkout/lib/draft';
import { readStayHandoff, type StayHandoff } from '../../../entities/checkout/lib/handoff';
import { PriceBreakdown } from '../../../entities/order/components/PriceBreakdown';
import { useEligibility } from '../../../entities/payment-eligibility/api/get-eligibility';
import { PaymentEligibility } from '../../../entities/payment-eligibility/components/PaymentEligibility';
import { showsPaymentEligibility } from '../../../entities/payment-eligibility/lib/eligibility';
import { useFormatTag } from '../../../lib/use-format-tag';
import { useInsuranceQuote } from '../api/get-insurance-quote';
import { useStayQuote } from '../api/get-stay-quote';
import { useBeginCheckout } from '../hooks/use-begin-checkout';
import { usePlaceOrder } from '../hooks/use-place-order';
import { buyerOf, type BuyerValues } from '../lib/buyer-rules';
import {
  insuranceAmount,
  insuranceChoiceMissing,
  insuranceQuoteRequest,
  insuranceState,
  type InsuranceChoice as Choice,
} from '../lib/insurance';
import styles from './BookingSummary.module.css';
import { BuyerForm } from './BuyerForm';
import { useBuyerForm } from '../hooks/use-buyer-form';
import { InsuranceChoice } from './InsuranceChoice';
import { PackageInformation } from './PackageInformation';
import { StayDetails } from './StayDetails';

/** The key of a draft: the stay it is for. */
const stayKeyOf = (stay: StayHandoff) => JSON.stringify(stay);

/** BEY-001, LEFT-003: /checkout/{productId}/summary. */
export function BookingSummary({ productSegment }: { productSegment: string | undefined }) {
  const hash = usePlatform((state) => state.location.hash);
  const reading = useMemo(
    () => readStayHandoff(productSegment, hash, toIsoDate(new Date())),
    [productSegment, hash],
  );
  if (!reading.ok) {
    const id = /^\d{1,10}$/.test(productSegment ?? '') ? Number(productSegment) : null;
    return <HandoffProblem problem={reading.problem} productId={id} />;
  }
  return <SummaryOfStay stay={reading.stay} />;
}

/**
 * How a summary's placed order is paid: by default the payment step; the fast wallet checkout
 * (CHK-007..016) gives its wallet button and pays the order itself.
 */
export interface SummarySubmit {
  /** The submit button, told whether the order call runs. */
  button: (pending: boolean) => ReactNode;
  /** The order is placed: its draft (order, Idempotency-Key) and the body it was placed with. */
  onPlaced: (placed: CheckoutDraft, body: OrderRequest) => void;
  /** CHK-013: the order could not be placed (other than a changed price, which asks first). */
  onFailed: (reason: 'notBookable' | 'failed', error: unknown) => void;
}

/** The summary of a stay read from its hand-off: details, buyer, insurance, price, submit. */
export function SummaryOfStay({ stay, submit }: { stay: StayHandoff; submit?: SummarySubmit }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const pos = usePlatform((state) => state.market.pos);
  const flags = usePlatform((state) => state.flags);
  const location = usePlatform((state) => state.location);
  const stayKey = stayKeyOf(stay);
  const saved = useMemo(() => readDraft(stay.productId, stayKey), [stay.productId, stayKey]);

  const quote = useStayQuote(stay, locale);
  const weekend = useWeekend(stay.productId, locale);
  const stayAmount = quote.data?.priceInfo?.totalPrice ?? null;
  const cancellationType = quote.data?.cancellationPolicy.type ?? null;
  const insuranceQuote = useInsuranceQuote(
    insuranceQuoteRequest(stayAmount, flags.insurance, cancellationType),
  );
  const policy = quote.data?.cancellationPolicy;
  const eligible = showsPaymentEligibility({
    pointOfSale: pos,
    flagOn: flags.paymentEligibility,
    finalPrice: quote.data?.priceInfo?.priceType === 'FINAL_PRICE' ? stayAmount : null,
    cancellable: isCancellablePolicy(
      policy && {
        ...policy,
        cancellationDeadline: policy.cancellationDeadline ?? undefined,
        cancellableUntil: policy.cancellableUntil ?? undefined,
        message: policy.message ?? undefined,
      },
    ),
  });
  const eligibility = useEligibility(
    eligible && stayAmount !== null && policy
      ? {
          amount: stayAmount,
          cancellationPolicyType: policy.type,
          cancellableUntil: policy.cancellationDeadline,
          checkinDate: stay.checkin,
          pointOfSale: pos,
        }
      : undefined,
  );
  useBeginCheckout(stay.productId, stayAmount);

  const { values, errors, change, blur, validate } = useBuyerForm(
    saved?.buyer as Partial<BuyerValues> | undefined,
    pos,
  );
  const [choice, setChoice] = useState<Choice>(saved?.insurance);
  const [showMissing, setShowMissing] = useState(false);
  const errorSummary = useRef<HTMLDivElement>(null);

  const refreshPrice = useCallback(
    () => Promise.all([quote.mutate(), insuranceQuote.mutate()]),
    [quote, insuranceQuote],
  );
  const { state: orderState, place } = usePlaceOrder(
    stay.productId,
    refreshPrice,
    submit?.onFailed,
  );

  if (quote.error) {
    const notFound = quote.error instanceof ApiRequestError && quote.error.status === 404;
    const invalid = quote.error instanceof ApiRequestError && quote.error.status === 400;
    return (
      <HandoffProblem
        problem={notFound ? 'product' : invalid ? 'activityDates' : 'unavailable'}
        productId={stay.productId}
      />
    );
  }
  if (!quote.data) return <PageSkeleton />;
  if (quote.data.missingActivityIds.length > 0) {
    // §4.3: every activity with several days needs one (a hand-off address that lost them).
    return <HandoffProblem problem="activityDates" productId={stay.productId} />;
  }
  if (!quote.data.bookable || !quote.data.priceInfo) {
    // The first refusal of the quote, in the shopper's language (the API's message is for logs).
    const refusal = quote.data.errors[0];
    return (
      <HandoffProblem
        problem="notBookable"
        productId={stay.productId}
        detail={refusal ? t(`problems.quote.${refusal.code}`) : undefined}
      />
    );
  }

  const priceInfo = quote.data.priceInfo;
  const insurance = insuranceState(
    priceInfo.totalPrice,
    flags.insurance ? choice : false,
    insuranceQuote,
  );
  const total = priceInfo.totalPrice + insuranceAmount(insurance);
  const payers = stay.adults + stay.children;
  const refTotal = Math.max(priceInfo.refPrice * payers, priceInfo.totalPrice);
  const breakdown: Breakdown = {
    sellPrice: priceInfo.totalPrice,
    refPrice: refTotal,
    promo: priceInfo.promoPercentageRounded,
    moneySaved: refTotal - priceInfo.totalPrice,
    remainingAmountToPay: total,
    reductionAmount: 0,
    giftcards: [],
    insuranceAmount: insuranceAmount(insurance),
    shippingCost: { amount: 0, internationalFee: 0 },
    extraDiscount: 0,
    subElementsPrice: 0,
    totalPrice: total,
  };
  const missingInsurance = insuranceChoiceMissing(flags.insurance, choice);
  const methods = eligibility.error ? [] : (eligibility.data?.paymentMethods ?? []);

  const submitForm = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setShowMissing(missingInsurance);
    const draft: CheckoutDraft = {
      ...(saved ?? {}),
      stayKey,
      buyer: values,
      insurance: choice,
      payment: {
        checkin: stay.checkin,
        cancellationPolicyType: quote.data?.cancellationPolicy.type ?? 'NCNR',
        cancellableUntil: quote.data?.cancellationPolicy.cancellationDeadline ?? null,
      },
    };
    writeDraft(stay.productId, draft);
    if (Object.keys(found).length > 0 || missingInsurance) {
      errorSummary.current?.focus();
      return;
    }
    const body: OrderRequest = {
      locale,
      // LEFT-041: the shopper reads English (?lng=en): the confirmation e-mail is in English too.
      ...(language === 'en' ? { lng: 'en' as const } : {}),
      buyer: buyerOf(values, pos),
      currency: 'EUR',
      expectedAmount: total,
      items: {
        insuranceItem: insurance.hasInsurance === true,
        promotionCodeItem: null,
        shortStayItem: {
          gift: null,
          reservationCriteria: {
            offerId: stay.productId,
            activityDaySelections: stay.activitySelections,
            pax: {
              numberOfAdults: stay.adults,
              numberOfChildren: stay.children,
              numberOfBabies: stay.babies,
            },
            travelPeriod: { checkinDate: stay.checkin, checkoutDate: stay.checkout },
            minisiteId: null,
            specialRequest: '',
          },
        },
      },
    };
    const placed = await place(body, draft);
    if (placed && submit) submit.onPlaced(placed, body);
    else if (placed) {
      navigate(paths.payment(stay.productId, location.hash, shellQueryOf(location.search)));
    }
  };

  const invalidCount =
    Object.values(errors).filter(Boolean).length + (showMissing && missingInsurance ? 1 : 0);
  return (
    <form className={styles.page} noValidate onSubmit={(event) => void submitForm(event)}>
      <div className={styles.main}>
        <StayDetails stay={stay} quote={quote.data} weekend={weekend.data} />
        <PackageInformation
          stay={stay}
          quote={quote.data}
          weekend={weekend.data}
          total={total}
          instalmentsOffered={methods.length > 0}
        />
        <div ref={errorSummary} tabIndex={-1}>
          {invalidCount > 0 ? (
            <Alert tone="error">{t('buyer.summary', { count: invalidCount })}</Alert>
          ) : null}
        </div>
        <BuyerForm values={values} errors={errors} onChange={change} onBlur={blur} />
        {flags.insurance ? (
          <InsuranceChoice
            state={insurance}
            missing={showMissing && missingInsurance}
            onChange={(next) => {
              setChoice(next);
              setShowMissing(false);
            }}
          />
        ) : null}
      </div>
      <aside className={styles.aside} aria-labelledby="summary-price">
        <h2 id="summary-price">{t('summary.price')}</h2>
        <PriceBreakdown
          breakdown={breakdown}
          lowestPrice30Days={
            priceInfo.lowestPrice30Days == null ? null : priceInfo.lowestPrice30Days * payers
          }
        />
        {quote.data.localTaxTotalAmount > 0 && quote.data.localTax.toBePaidAtHotel ? (
          <p className={styles.muted}>
            {t('summary.localTax', { amount: formatPrice(quote.data.localTaxTotalAmount, tag) })}
          </p>
        ) : null}
        <PaymentEligibility methods={methods} />
        {orderState.status === 'priceChanged' ? (
          <Alert tone="warning" title={t('summary.priceChanged.title')}>
            <p data-testid="new-total">
              {t('summary.priceChanged.text', {
                previous: formatPrice(orderState.previousTotal, tag),
                total: formatPrice(total, tag),
              })}
            </p>
          </Alert>
        ) : null}
        {orderState.status === 'notBookable' ? (
          <Alert tone="error">{t('problems.notBookable')}</Alert>
        ) : null}
        {orderState.status === 'failed' ? (
          <Alert tone="error">{t('summary.orderFailed')}</Alert>
        ) : null}
        {submit && orderState.status !== 'priceChanged' ? (
          submit.button(orderState.status === 'pending')
        ) : (
          <Button
            type="submit"
            disabled={orderState.status === 'pending'}
            aria-busy={orderState.status === 'pending'}
          >
            {orderState.status === 'priceChanged'
              ? t('summary.confirmNewTotal', { total: formatPrice(total, tag) })
              : t('summary.continue')}
          </Button>
        )}
      </aside>
    </form>
  );
}
