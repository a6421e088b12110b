import type { InsuranceOffer } from '@shop/api-contract';

/** CHK-034: undecided until the shopper chooses the flexible option (false) or insurance (true). */
export type InsuranceChoice = boolean | undefined;

/** CHK-038: the insurance model of the summary. */
export interface InsuranceState {
  /** The stay amount the insurance covers, cents. */
  amount: number;
  /** What the insurance costs when chosen, cents (0 while unknown). */
  insuranceToPay: number;
  hasInsurance: InsuranceChoice;
  fetching: boolean;
  error: boolean;
  /** The offers of the quote (id, sellPrice, cancellationPolicy). */
  offers: readonly InsuranceOffer[];
}

/**
 * CHK-036: the insurance quote is asked only when the stay amount is above 0 and insurance is
 * enabled (CHK-035: off when not enabled).
 */
export function insuranceQuoteRequest(
  amount: number | null,
  enabled: boolean,
  cancellationType: string | null,
): { cancellationType: string; orderAmount: number } | null {
  if (!enabled || amount === null || amount <= 0 || !cancellationType) return null;
  return { cancellationType, orderAmount: amount };
}

/** CHK-038: the model from the quote's state and the shopper's choice. */
export function insuranceState(
  amount: number,
  choice: InsuranceChoice,
  quote: { data?: { offers: InsuranceOffer[] } | undefined; isLoading: boolean; error?: unknown },
): InsuranceState {
  const offers = quote.data?.offers ?? [];
  const insurance = offers.find((offer) => offer.id === 'CANCELLATION_INSURANCE');
  return {
    amount,
    insuranceToPay: insurance?.sellPrice ?? 0,
    hasInsurance: choice,
    fetching: quote.isLoading,
    error: quote.error !== undefined && quote.error !== null,
    offers,
  };
}

/**
 * CHK-034: "Please choose an option" until a choice is made, when insurance is enabled; with the
 * quote failed only the flexible option can be chosen.
 */
export function insuranceChoiceMissing(enabled: boolean, choice: InsuranceChoice): boolean {
  return enabled && choice === undefined;
}

/** What the order adds for the insurance: its price when chosen, else 0 (the flexible +0). */
export function insuranceAmount(state: InsuranceState): number {
  return state.hasInsurance === true ? state.insuranceToPay : 0;
}
