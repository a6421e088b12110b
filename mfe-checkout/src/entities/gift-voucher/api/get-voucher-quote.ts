import {
  fetchApi,
  giftVoucherQuoteSchema,
  giftVoucherQuoteUrl,
  type GiftVoucherQuoteRequest,
} from '@shop/api-contract';
import useSWR from 'swr';

export function getVoucherQuote(url: string) {
  return fetchApi(url, giftVoucherQuoteSchema);
}

/** GIFT-018: the server's price of the gift voucher being bought (null: none asked). */
export function useVoucherQuote(request: GiftVoucherQuoteRequest | null) {
  return useSWR(request ? giftVoucherQuoteUrl(request) : null, getVoucherQuote, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}
