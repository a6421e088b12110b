import {
  fetchApiLazy,
  type GiftVoucherQuoteRequest,
  giftVoucherQuoteUrl,
} from '@shop/api-contract';
import useSWR from 'swr';

/** The contract schema, loaded with the first answer it checks (ADR 0102). */
const contract = () =>
  import(/* webpackExports: ["giftVoucherQuoteSchema"] */ '@shop/api-contract');

export function getVoucherQuote(url: string) {
  return fetchApiLazy(url, async () => (await contract()).giftVoucherQuoteSchema);
}

/** GIFT-018: the server's price summary of the voucher as chosen (null: nothing to price yet). */
export function useVoucherQuote(request: GiftVoucherQuoteRequest | null) {
  return useSWR(request ? giftVoucherQuoteUrl(request) : null, getVoucherQuote, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}
