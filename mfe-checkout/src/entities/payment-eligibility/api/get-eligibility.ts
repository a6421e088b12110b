import {
  eligibilityResponseSchema,
  type EligibilityQuery,
  fetchApi,
  queryString,
} from '@shop/api-contract';
import { reportError } from '@shop/platform';
import useSWR from 'swr';

export interface EligibilityRequest {
  /** Cents. */
  amount: number;
  cancellationPolicyType: string;
  cancellableUntil: string | null;
  checkinDate: string;
  /** The market's point of sale; sent lower-case (CHK-026). */
  pointOfSale: string;
}

/**
 * CHK-026: GET /api/front/purchase/alma/eligibility with amount (cents), cancellationPolicyType,
 * cancellableUntil, checkinDate and the lower-case point of sale.
 */
export function eligibilityUrl(request: EligibilityRequest): string {
  const query: Record<keyof EligibilityQuery, string> = {
    amount: String(request.amount),
    cancellationPolicyType: request.cancellationPolicyType,
    cancellableUntil: request.cancellableUntil ?? '',
    checkinDate: request.checkinDate,
    pointOfSale: request.pointOfSale.toLowerCase(),
  };
  return `/api/front/purchase/alma/eligibility${queryString(query)}`;
}

export function getEligibility(url: string) {
  return fetchApi(url, eligibilityResponseSchema);
}

/**
 * The methods the stay may be paid with besides the card (CHK-018..026); none asked when
 * `request` is undefined (CHK-017). LEFT-021: an error hides the message and is logged.
 */
export function useEligibility(request: EligibilityRequest | undefined) {
  return useSWR(request ? eligibilityUrl(request) : null, getEligibility, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    onError: (error: unknown) => {
      void reportError({
        message: `Payment eligibility failed: ${error instanceof Error ? error.message : String(error)}`,
      });
    },
  });
}
