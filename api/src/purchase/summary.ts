/**
 * What an order answers once stored: its price breakdown (CHK-032), its modification conditions
 * (CHK-031) and the summary that "Check my Booking" and the confirmation page show (BEY-003,
 * LEFT-041). Built from the order's own rows, never from today's catalogue prices.
 */
import type {
  ModificationConditionsAnswer,
  OrderGiftCard,
  OrderSummary,
  PriceBreakdown,
} from '@shop/api-contract';
import { maskGiftCardSerial } from '@shop/api-contract';
import { daysBetween } from '@shop/criteria';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Orm } from '../db/client';
import type { orders } from '../db/schema';
import {
  giftCards,
  giftVouchers,
  orderGiftCards,
  orderGiftVouchers,
  orderItems,
  payments,
  refunds,
} from '../db/schema';
import { marketClock, refPriceOf } from '../catalogue';
import { isActive } from './gift-payments';
import { giftVoucherBreakdown, orderGiftVoucherLines } from './gift-voucher-order';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;

/**
 * A gift card or gift voucher (ADR 0074) paying the order (held or captured), with what it pays
 * net of refunds.
 */
export interface PayingGiftCard {
  serialNumber: string;
  usedCents: number;
  captured: boolean;
}

/** An order with everything its answers are made of. */
export interface StoredOrder {
  order: OrderRow;
  items: OrderItemRow[];
  /** Cards the order buys. */
  cards: GiftCardRow[];
  /** Gift vouchers the order buys, once issued (ADR 0072). */
  vouchers?: (typeof giftVouchers.$inferSelect)[];
  /** Cards, then vouchers, that pay the order (active holds and captured amounts), oldest first. */
  payingCards: PayingGiftCard[];
  /** Sum of the order's succeeded payments less their succeeded refunds, in cents. */
  paidCents: number;
}

export async function loadStoredOrder(
  orm: Orm,
  order: OrderRow,
  now: Date = new Date(),
): Promise<StoredOrder> {
  const items = await orm
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  const cards = await orm.select().from(giftCards).where(eq(giftCards.orderId, order.id));
  const vouchers = items.some((item) => item.kind === 'giftVoucher')
    ? await orm.select().from(giftVouchers).where(eq(giftVouchers.orderId, order.id))
    : [];
  const paid = await orm
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'succeeded')));
  const applied = await orm
    .select({ applied: orderGiftCards, serialNumber: giftCards.serialNumber })
    .from(orderGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, orderGiftCards.giftCardId))
    .where(and(eq(orderGiftCards.orderId, order.id), ne(orderGiftCards.status, 'released')))
    .orderBy(asc(orderGiftCards.id));
  const appliedVouchers = await orm
    .select({ applied: orderGiftVouchers, code: giftVouchers.code })
    .from(orderGiftVouchers)
    .innerJoin(giftVouchers, eq(giftVouchers.id, orderGiftVouchers.giftVoucherId))
    .where(and(eq(orderGiftVouchers.orderId, order.id), ne(orderGiftVouchers.status, 'released')))
    .orderBy(asc(orderGiftVouchers.id));
  const refunded = await orm
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'succeeded')));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    order,
    items,
    cards,
    vouchers,
    payingCards: [
      ...applied
        .filter((row) => isActive(row.applied, now))
        .map((row) => ({
          serialNumber: row.serialNumber,
          captured: row.applied.status === 'captured',
          usedCents:
            row.applied.amountCents -
            sum(
              refunded
                .filter((refund) => refund.giftCardId === row.applied.giftCardId)
                .map((refund) => refund.amountCents),
            ),
        })),
      // A voucher is never refunded in money (ADR 0074).
      ...appliedVouchers
        .filter((row) => isActive(row.applied, now))
        .map((row) => ({
          serialNumber: row.code,
          captured: row.applied.status === 'captured',
          usedCents: row.applied.amountCents,
        })),
    ],
    paidCents:
      sum(paid.map((payment) => payment.amountCents)) -
      sum(refunded.filter((refund) => refund.paymentId).map((refund) => refund.amountCents)),
  };
}

const stayOf = (items: readonly OrderItemRow[]) => items.find((item) => item.kind === 'shortStay');

/**
 * CHK-032: sellPrice and refPrice cover the items before insurance (the stay's reference price
 * is derived from the day's promotion when ordered, gift cards count at face value); promo is
 * moneySaved as a share of refPrice; reductionAmount is what gift cards pay (their usedAmount,
 * numbers masked); a gift voucher adds its tier price (its reference: as many one-night
 * vouchers), its shipping cost and sub-elements (ADR 0072); no promotion code or extra discount
 * is sold, so those are 0. remainingAmountToPay is the total less payments and gift cards.
 */
export function priceBreakdown({
  order,
  items,
  cards,
  payingCards,
  paidCents,
}: StoredOrder): PriceBreakdown {
  const stay = stayOf(items);
  const insurance = items.find((item) => item.kind === 'insurance');
  const cardItems = items.filter((item) => item.kind === 'giftCard');
  const cardsTotal = cardItems.reduce((sum, item) => sum + item.amountCents, 0);
  // CHK-006: an activity voucher counts at its sell price; its reference is the party's bar price.
  const activityVoucher = items.find((item) => item.kind === 'activityVoucher');
  const voucherSell = activityVoucher?.amountCents ?? 0;
  const voucherRef = activityVoucher
    ? Math.max(activityVoucher.unitPriceCents ?? 0, voucherSell)
    : 0;
  const stayRef =
    stay && stay.unitPriceCents !== null
      ? Math.max(
          stay.amountCents,
          refPriceOf(stay.unitPriceCents, stay.promoPercent ?? 0) *
            ((stay.adults ?? 0) + (stay.children ?? 0)),
        )
      : (stay?.amountCents ?? 0);
  const giftVoucher = giftVoucherBreakdown(items);
  const sellPrice = (stay?.amountCents ?? 0) + cardsTotal + voucherSell + giftVoucher.sellCents;
  const refPrice = stayRef + cardsTotal + voucherRef + giftVoucher.refCents;
  const moneySaved = refPrice - sellPrice;
  const reductionAmount = payingCards.reduce((sum, card) => sum + card.usedCents, 0);
  return {
    sellPrice,
    refPrice,
    promo: refPrice > 0 ? Math.round((moneySaved * 100) / refPrice) : 0,
    moneySaved,
    remainingAmountToPay: Math.max(0, order.totalCents - paidCents - reductionAmount),
    reductionAmount,
    giftcards: [
      ...cardItems.map((item) => ({
        serialNumber: cards.find((card) => card.orderItemId === item.id)?.serialNumber ?? null,
        amount: item.amountCents,
      })),
      ...payingCards.map((card) => ({
        serialNumber: maskGiftCardSerial(card.serialNumber),
        usedAmount: card.usedCents,
      })),
    ],
    insuranceAmount: insurance?.amountCents ?? 0,
    shippingCost: { amount: giftVoucher.shippingCents, internationalFee: 0 },
    extraDiscount: 0,
    subElementsPrice: giftVoucher.subElementsCents,
    totalPrice: order.totalCents,
  };
}

/**
 * CHK-031 with CRIT-086: a paid stay of a cancellable offer may be modified free of charge until
 * its deadline; what it paid for the stay then counts towards the new stay. An order gift cards
 * paid has one gift payment: the cards' part of the stay (gift) and the rest (upsell).
 */
export function modificationConditions(
  { order, items, payingCards }: Pick<StoredOrder, 'order' | 'items' | 'payingCards'>,
  now: Date,
): ModificationConditionsAnswer {
  const stay = stayOf(items);
  const deadline = stay?.cancellationDeadline ?? null;
  const isModifiable =
    stay !== undefined &&
    order.status === 'confirmed' &&
    deadline !== null &&
    marketClock(now).today <= deadline;
  const gift = Math.min(
    stay?.amountCents ?? 0,
    payingCards.filter((card) => card.captured).reduce((sum, card) => sum + card.usedCents, 0),
  );
  return {
    isModifiable,
    modifiableUntil: deadline,
    refundableAmount: isModifiable ? (stay?.amountCents ?? 0) : 0,
    giftPayments:
      isModifiable && gift > 0 ? [{ gift, upsell: (stay?.amountCents ?? 0) - gift }] : [],
  };
}

/** The order as "Check my Booking" and the confirmation page show it. */
export function orderSummary(stored: StoredOrder, now: Date): OrderSummary {
  const { order, items, cards } = stored;
  const stay = stayOf(items);
  const insurance = items.find((item) => item.kind === 'insurance');
  const giftCardLines: OrderGiftCard[] = items.flatMap((item) => {
    if (item.kind !== 'giftCard' || !item.giftCard) return [];
    const card = cards.find((issued) => issued.orderItemId === item.id);
    return [
      {
        amount: item.amountCents,
        ...item.giftCard,
        serialNumber: card?.serialNumber ?? null,
        expiresOn: card?.expiresOn ?? null,
      },
    ];
  });
  const checkinDate = stay?.checkinDate ?? '';
  const checkoutDate = stay?.checkoutDate ?? '';
  return {
    orderUUID: order.id,
    bookingNumber: order.bookingNumber,
    status: order.status,
    locale: order.locale,
    currency: 'EUR',
    amount: order.totalCents,
    createdAt: order.createdAt.toISOString(),
    buyer: {
      civility: order.civility as OrderSummary['buyer']['civility'],
      firstName: order.firstName,
      lastName: order.lastName,
      email: order.email,
    },
    stay: stay
      ? {
          offerId: stay.offerId ?? 0,
          checkinDate,
          checkoutDate,
          nights: daysBetween(checkinDate, checkoutDate),
          pax: {
            numberOfAdults: stay.adults ?? 0,
            numberOfChildren: stay.children ?? 0,
            numberOfBabies: stay.babies ?? 0,
          },
          activityDaySelections: stay.activityDaySelections ?? [],
          specialRequest: stay.specialRequest ?? '',
          amount: stay.amountCents,
        }
      : null,
    insurance: insurance ? { amount: insurance.amountCents } : null,
    giftCards: giftCardLines,
    giftVouchers: orderGiftVoucherLines(items, stored.vouchers ?? []),
    priceBreakdown: priceBreakdown(stored),
    modificationConditions: modificationConditions(stored, now),
  };
}
