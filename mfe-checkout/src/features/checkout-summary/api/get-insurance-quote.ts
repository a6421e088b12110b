import { fetchApi, insuranceQuoteResponseSchema } from '@shop/api-contract';
import { reportError } from '@shop/platform';
import useSWR from 'swr';

export const INSURANCE_QUOTE_URL = '/api/front/purchase/insurance/quote';

/**
 * CHK-036, LEFT-016: POST /api/front/purchase/insurance/quote with cancellationType and
 * orderAmount (cents). A read: SWR keys it by both values.
 */
export function getInsuranceQuote([url, cancellationType, orderAmount]: readonly [
  string,
  string,
  number,
]) {
  return fetchApi(url, insuranceQuoteResponseSchema, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cancellationType, orderAmount }),
  });
}

/** The insurance offers; not asked while `request` is null (CHK-036). A failure is logged. */
export function useInsuranceQuote(
  request: { cancellationType: string; orderAmount: number } | null,
) {
  return useSWR(
    request
      ? ([INSURANCE_QUOTE_URL, request.cancellationType, request.orderAmount] as const)
      : null,
    getInsuranceQuote,
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      onError: (error: unknown) => {
        void reportError({
          message: `Insurance quote failed: ${error instanceof Error ? error.message : String(error)}`,
        });
      },
    },
  );
}
