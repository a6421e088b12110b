import type { GiftVoucherFormat } from './gift-vouchers';

export interface GiftVoucherQuoteRequest {
  locale: string;
  offerId: number;
  nights: number;
  format: GiftVoucherFormat;
  subElements: readonly number[];
  customSubElements: readonly number[];
}

/** The address of the quote call; the one builder the apps that show a voucher's price use. */
export function giftVoucherQuoteUrl(request: GiftVoucherQuoteRequest): string {
  const params = new URLSearchParams({
    locale: request.locale,
    offerId: String(request.offerId),
    nights: String(request.nights),
    format: request.format,
  });
  if (request.format === 'PHYSICAL' && request.subElements.length > 0) {
    params.set('subElements', request.subElements.join('-'));
  }
  if (request.format === 'PHYSICAL' && request.customSubElements.length > 0) {
    params.set('customSubElements', request.customSubElements.join('-'));
  }
  return `/api/front/gift-vouchers/quote?${params.toString()}`;
}
