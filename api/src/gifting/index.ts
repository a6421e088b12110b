/**
 * The gifting domain's public module (ADR 0025): a gift card or voucher ordered at checkout is
 * priced and, once the order is paid, issued by gifting; the codes are found here to pay orders.
 */
export {
  findGiftCard,
  issueGiftCards,
  priceGiftCardItem,
  type PricedGiftCard,
} from './gift-cards.service';
export {
  findGiftVoucher,
  issueGiftVouchers,
  priceGiftVoucherItem,
  type IssuedGiftVoucher,
  type PricedGiftVoucher,
  type RedeemableGiftVoucher,
} from './gift-vouchers.service';
