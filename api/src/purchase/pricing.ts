/**
 * Checkout arithmetic, free of I/O: the insurance premium and the payment-method eligibility.
 * Every amount is in cents (CRIT-002). The stay's own price is the catalogue's
 * (`api/src/catalogue/stay-price.ts`), shared with the product pages.
 */
import type {
  EligibilityResponse,
  EligiblePaymentMethod,
  InsuranceOffer,
  Instalment,
} from '@shop/api-contract';
import { NON_CANCELLABLE } from '@shop/api-contract';
import { addDays, addMonths, daysBetween, type IsoDate } from '@shop/criteria';
import { marketClock } from '../catalogue';

// ---------------------------------------------------------------------------------------------
// Insurance (CHK-034, CHK-035, API-033)

/** Cancellation insurance costs 5 % of the insured amount, rounded to the cent. */
export const INSURANCE_RATE_PERCENT = 5;
export const INSURANCE_REFUND_WITHIN_HOURS = 72;
export const INSURANCE_COVERED_CASES = 25;

export const insurancePremium = (orderAmountCents: number): number =>
  Math.round((orderAmountCents * INSURANCE_RATE_PERCENT) / 100);

/** The two choices: the flexible/non-cancellable option at +0 (false), and insurance (true). */
export function insuranceOffers(cancellationType: string, orderAmount: number): InsuranceOffer[] {
  return [
    {
      id: 'FLEXIBLE',
      sellPrice: 0,
      amount: orderAmount,
      cancellationPolicy: {
        type: cancellationType,
        isCancellable: cancellationType !== NON_CANCELLABLE,
        refundWithinHours: null,
        coveredCases: null,
      },
    },
    {
      id: 'CANCELLATION_INSURANCE',
      sellPrice: insurancePremium(orderAmount),
      amount: orderAmount,
      cancellationPolicy: {
        type: 'INSURED',
        isCancellable: true,
        refundWithinHours: INSURANCE_REFUND_WITHIN_HOURS,
        coveredCases: INSURANCE_COVERED_CASES,
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Payment eligibility (CHK-017..026, LEFT-036)

const EUROS = 100;
/** CHK-025: Alma's instalment locales fr_FR, es_ES, fr_BE, nl_BE, i.e. points of sale fr, es, be. */
export const ALMA_POINTS_OF_SALE: readonly string[] = ['fr', 'es', 'be'];
/** CHK-024: the other instalment provider serves es_ES and it_IT. */
export const PARTNER_POINTS_OF_SALE: readonly string[] = ['es', 'it'];
export const PAY_LATER_MIN_DAYS = 5;
export const INSTALMENT_MIN_DAYS = 7;
export const THREE_X_RANGE = { min: 200 * EUROS, max: 2000 * EUROS };
export const FOUR_X_RANGE = { min: 250 * EUROS, max: 2000 * EUROS };
export const PARTNER_RANGE = { min: 30 * EUROS, max: 2000 * EUROS };
/** Customer fees, in hundredths of a percent of the amount: 1 %, 1.5 %, 2.5 %; partner free. */
export const FEE_BASIS_POINTS = { deferred: 100, '3x': 150, '4x': 250 } as const;
/** CHK-023: without a cancellation deadline, a deferred payment is taken 2 days before check-in. */
export const DEFERRED_DAYS_BEFORE_CHECKIN = 2;

const fee = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / 10_000);

/** CHK-019: equal monthly parts from `firstDate`, the rounding remainder and the fee on the first. */
export function splitInstalments(
  amount: number,
  paymentFee: number,
  count: number,
  firstDate: IsoDate,
): Instalment[] {
  const part = Math.floor(amount / count);
  const remainder = amount - part * count;
  return Array.from({ length: count }, (_, i) => ({
    amount: i === 0 ? part + remainder + paymentFee : part,
    date: addMonths(firstDate, i),
  }));
}

export interface EligibilityInput {
  amount: number;
  cancellationPolicyType: string;
  cancellableUntil?: string | undefined;
  checkinDate: IsoDate;
  pointOfSale: string;
}

/** Which deferred and instalment payments the order may use, and why the others are refused. */
export function paymentEligibility(input: EligibilityInput, now: Date): EligibilityResponse {
  const { amount, cancellationPolicyType, checkinDate, pointOfSale } = input;
  const { today } = marketClock(now);
  const paymentMethods: EligiblePaymentMethod[] = [];
  const errors: EligibilityResponse['errors'] = [];
  const refuseAll = (reason: string): EligibilityResponse => ({
    paymentMethods: [],
    errors: (['deferred', '3x', '4x'] as const).map((type) => ({ type, reason })),
  });

  // CHK-017: a final price exists and the offer is cancellable.
  if (amount <= 0) return refuseAll('no final price');
  if (cancellationPolicyType === NON_CANCELLABLE) return refuseAll('the offer is not cancellable');
  const daysAhead = daysBetween(today, checkinDate);
  const alma = ALMA_POINTS_OF_SALE.includes(pointOfSale);

  // CHK-018, CHK-020, CHK-023, LEFT-036: pay later.
  const deadline = input.cancellableUntil ? input.cancellableUntil.slice(0, 10) : undefined;
  const deferredDate = deadline ?? addDays(checkinDate, -DEFERRED_DAYS_BEFORE_CHECKIN);
  if (!alma) errors.push({ type: 'deferred', reason: `not offered for ${pointOfSale}` });
  else if (daysAhead < PAY_LATER_MIN_DAYS) {
    errors.push({ type: 'deferred', reason: `arrival less than ${PAY_LATER_MIN_DAYS} days ahead` });
  } else if (deferredDate <= today) {
    errors.push({ type: 'deferred', reason: 'the cancellation deadline has passed' });
  } else {
    const paymentFee = fee(amount, FEE_BASIS_POINTS.deferred);
    paymentMethods.push({
      type: 'deferred',
      provider: 'alma',
      paymentFee,
      instalments: [{ amount: amount + paymentFee, date: deferredDate }],
    });
  }

  // CHK-021, CHK-022: 3x and 4x with Alma.
  const instalmentRules = [
    { type: '3x', count: 3, range: THREE_X_RANGE },
    { type: '4x', count: 4, range: FOUR_X_RANGE },
  ] as const;
  for (const { type, count, range } of instalmentRules) {
    if (!alma) errors.push({ type, reason: `not offered for ${pointOfSale}` });
    else if (daysAhead < INSTALMENT_MIN_DAYS) {
      errors.push({ type, reason: `arrival less than ${INSTALMENT_MIN_DAYS} days ahead` });
    } else if (amount < range.min || amount > range.max) {
      errors.push({
        type,
        reason: `amount outside ${range.min / EUROS}–${range.max / EUROS} euros`,
      });
    } else {
      const paymentFee = fee(amount, FEE_BASIS_POINTS[type]);
      paymentMethods.push({
        type,
        provider: 'alma',
        paymentFee,
        instalments: splitInstalments(amount, paymentFee, count, today),
      });
    }
  }

  // CHK-024: the other provider's 3x for es and it, total 30–2000 euros, when Alma offers no 3x.
  const hasAlma3x = paymentMethods.some((method) => method.type === '3x');
  if (
    !hasAlma3x &&
    PARTNER_POINTS_OF_SALE.includes(pointOfSale) &&
    amount >= PARTNER_RANGE.min &&
    amount <= PARTNER_RANGE.max
  ) {
    const index = errors.findIndex((error) => error.type === '3x');
    if (index >= 0) errors.splice(index, 1);
    paymentMethods.push({
      type: '3x',
      provider: 'partner',
      paymentFee: 0,
      instalments: splitInstalments(amount, 0, 3, today),
    });
  }
  return { paymentMethods, errors };
}
