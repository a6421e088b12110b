/**
 * The gifting domain's public module (ADR 0025): a gift card ordered at checkout is priced and,
 * once the order is paid, issued by gifting.
 */
export {
  findGiftCard,
  issueGiftCards,
  priceGiftCardItem,
  type PricedGiftCard,
} from './gift-cards.service';
export {
  issueGiftVouchers,
  priceGiftVoucherItem,
  type IssuedGiftVoucher,
  type PricedGiftVoucher,
} from './gift-vouchers.service';
