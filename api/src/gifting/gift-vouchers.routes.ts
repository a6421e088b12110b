import {
  giftVoucherQuoteQuerySchema,
  giftVoucherQuoteSchema,
  type GiftVoucherQuote,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import type { ApiPlugin } from '../http/zod';
import { priceGiftVoucherItem } from './gift-vouchers.service';

/**
 * Gift vouchers (GIFT-018, ADR 0072): GET /api/front/gift-vouchers/quote, the server's price
 * summary of a voucher (tier, promo, shipping, sub-elements, total) with the order item's checks.
 * The voucher itself is bought as the giftVoucherItem of POST /api/front/purchase/orders.
 */
export const giftVoucherRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/front/gift-vouchers/quote',
    {
      schema: {
        querystring: giftVoucherQuoteQuerySchema,
        response: { 200: giftVoucherQuoteSchema },
      },
    },
    async (request): Promise<GiftVoucherQuote> => {
      const { locale, ...item } = request.query;
      const priced = await priceGiftVoucherItem(
        db.orm,
        { ...item, fromName: '', message: '' },
        locale,
        false,
      );
      return priced.price;
    },
  );
};
