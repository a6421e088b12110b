/**
 * The activity voucher an order buys (CHK-006, PROD-074): an activity-only product for a party of
 * adults, priced by the server from the catalogue's price for that party (CRIT-083), its code and
 * validity issued when the order is paid. Kept apart from purchase.ts so other items merge freely.
 */
import { z } from 'zod/mini';
import { PAX_BOUNDS } from '@shop/criteria';
import { centsSchema } from './common';
import { MAX_ID } from './limits';

/** PROD-074: an activity voucher is valid 12 months from its purchase. */
export const ACTIVITY_VOUCHER_VALIDITY_MONTHS = 12;

/** CHK-006: customType=OWN_USE ("Buy for myself"), else the buyer offers it (GIFT). */
export const ACTIVITY_VOUCHER_USES = ['OWN_USE', 'GIFT'] as const;

/** items.activityVoucherItem of POST /api/front/purchase/orders. */
export const activityVoucherItemSchema = z.object({
  activityId: z.int().check(z.minimum(1), z.maximum(MAX_ID)),
  /** The party; the product must have a price for exactly this many adults (CRIT-083). */
  numberOfAdults: z.int().check(z.minimum(PAX_BOUNDS.adult.min), z.maximum(PAX_BOUNDS.adult.max)),
  customType: z._default(z.enum(ACTIVITY_VOUCHER_USES), 'OWN_USE'),
});
export type ActivityVoucherItem = z.input<typeof activityVoucherItemSchema>;

/** The voucher as an order shows it (confirmation, "Check my Booking", trips). */
export const orderActivityVoucherSchema = z.object({
  activityId: z.int(),
  /** The product's label in the order's language. */
  label: z.string(),
  numberOfAdults: z.int(),
  customType: z.enum(ACTIVITY_VOUCHER_USES),
  amount: centsSchema,
  /** Issued when the order is paid; null before. */
  code: z.nullable(z.string()),
  /** Last valid day, yyyy-MM-dd; null until issued. */
  validUntil: z.nullable(z.string()),
});
export type OrderActivityVoucher = z.infer<typeof orderActivityVoucherSchema>;
