/**
 * A gift-voucher order once paid (issue 13 part A, ADR 0072): the voucher is issued (gifting),
 * its e-mail is written to the outbox in the buyer's language in the same transaction, the order
 * shows it, and its printable page is read with the order's proof (ADR 0062).
 */
import {
  GIFT_VOUCHER_VALIDITY_MONTHS,
  type OrderGiftVoucher,
  type PrintableGiftVoucher,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import { emailOutbox, giftVouchers, hotels, orderItems, orders, weekends } from '../db/schema';
import { issueGiftVouchers } from '../gifting';
import { mailCopy, mailLanguage } from '../mail/copy';
import { composeEmail, euros, type RenderedEmail } from './email';

type Order = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;
type GiftVoucherRow = typeof giftVouchers.$inferSelect;

export interface GiftVoucherFacts {
  locale: Locale;
  bookingNumber: string;
  buyerName: string;
  code: string;
  packageLabel: string;
  hotelName: string;
  nights: number;
  adults: number;
  format: 'DIGITAL' | 'PHYSICAL';
  /** Who offers it: the customization's fromName, else the buyer's first name. */
  fromName: string;
  message: string;
  /** Last valid day, yyyy-MM-dd. */
  expiresOn: string;
  totalCents: number;
}

/** GIFT-011: the voucher e-mail to the buyer, plain text in the order's language. */
export function renderGiftVoucherEmail(facts: GiftVoucherFacts): RenderedEmail {
  const t = mailCopy(mailLanguage(facts.locale));
  return composeEmail(
    t('giftVoucher.subject', { number: facts.bookingNumber }),
    `${t('giftVoucher.hello')} ${facts.buyerName},`,
    [
      [t('giftVoucher.intro')],
      [
        t('giftVoucher.offer', { label: facts.packageLabel, hotel: facts.hotelName }),
        t('giftVoucher.nights', { nights: facts.nights, adults: facts.adults }),
        `${t('giftVoucher.code')}: ${facts.code}`,
        t('giftVoucher.validUntil', { date: facts.expiresOn }),
      ],
      facts.message
        ? [
            t('giftVoucher.from', { name: facts.fromName }),
            ...facts.message.split('\n').map((line) => `> ${line}`),
          ]
        : [],
      [facts.format === 'PHYSICAL' ? t('giftVoucher.physical') : t('giftVoucher.digital')],
      [
        `${t('giftVoucher.booking')}: ${facts.bookingNumber}`,
        `${t('giftVoucher.total')}: ${euros(facts.totalCents, facts.locale)}`,
      ],
      [t('giftVoucher.howTo')],
    ],
  );
}

async function offerOf(orm: Orm, weekendId: number, locale: Locale) {
  const [row] = await orm
    .select({ label: localized(weekends.label, locale), hotelName: hotels.name })
    .from(weekends)
    .innerJoin(hotels, eq(hotels.id, weekends.hotelId))
    .where(eq(weekends.id, weekendId));
  return row ?? { label: `#${weekendId}`, hotelName: '' };
}

/**
 * On payment of a gift-voucher order: issues its voucher and writes its e-mail (to the buyer, in
 * the order's language) once. Answers false for any other order, which the caller confirms as
 * usual.
 */
export async function confirmGiftVoucherOrder(tx: Orm, order: Order, now: Date): Promise<boolean> {
  const issued = await issueGiftVouchers(tx, order.id, now);
  const [first] = issued;
  if (!first) return false;
  const { voucher, details } = first;
  const offer = await offerOf(tx, voucher.weekendId, order.locale);
  const email = renderGiftVoucherEmail({
    locale: order.locale,
    bookingNumber: order.bookingNumber,
    buyerName: `${order.firstName} ${order.lastName}`,
    code: voucher.code,
    packageLabel: offer.label,
    hotelName: offer.hotelName,
    nights: voucher.nights,
    adults: voucher.adults,
    format: details.format,
    fromName: details.fromName || order.firstName,
    message: details.message,
    expiresOn: voucher.expiresOn,
    totalCents: order.totalCents,
  });
  await tx
    .insert(emailOutbox)
    .values({
      orderId: order.id,
      kind: 'gift_voucher',
      recipient: order.email,
      ...email,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing();
  return true;
}

/** The gift vouchers of an order as its summary shows them. */
export function orderGiftVoucherLines(
  items: readonly OrderItemRow[],
  vouchers: readonly GiftVoucherRow[],
): OrderGiftVoucher[] {
  return items.flatMap((item) => {
    if (item.kind !== 'giftVoucher' || !item.giftVoucher || item.offerId === null) return [];
    const voucher = vouchers.find((issued) => issued.orderItemId === item.id);
    const details = item.giftVoucher;
    return [
      {
        offerId: item.offerId,
        nights: details.nights,
        adults: voucher?.adults ?? 2,
        format: details.format,
        subElements: details.subElements,
        customSubElements: details.customSubElements,
        fromName: details.fromName,
        message: details.message,
        amount: item.amountCents,
        code: voucher?.code ?? null,
        expiresOn: voucher?.expiresOn ?? null,
      },
    ];
  });
}

/** GIFT-018: what the vouchers add to the price breakdown, cents. */
export function giftVoucherBreakdown(items: readonly OrderItemRow[]): {
  sellCents: number;
  refCents: number;
  shippingCents: number;
  subElementsCents: number;
} {
  const details = items.flatMap((item) =>
    item.kind === 'giftVoucher' && item.giftVoucher ? [item.giftVoucher] : [],
  );
  const sum = (pick: (d: (typeof details)[number]) => number) =>
    details.reduce((total, d) => total + pick(d), 0);
  return {
    sellCents: sum((d) => d.sellPriceCents),
    refCents: sum((d) => d.refPriceCents),
    shippingCents: sum((d) => d.shippingCents),
    subElementsCents: sum((d) => d.subElementsCents),
  };
}

/** The printable voucher of a paid order, else null (no voucher, or not paid yet). */
export async function findPrintableGiftVoucher(
  orm: Orm,
  orderUUID: string,
): Promise<PrintableGiftVoucher | null> {
  const [row] = await orm
    .select({ voucher: giftVouchers, order: orders, item: orderItems })
    .from(giftVouchers)
    .innerJoin(orders, eq(orders.id, giftVouchers.orderId))
    .innerJoin(orderItems, eq(orderItems.id, giftVouchers.orderItemId))
    .where(eq(giftVouchers.orderId, orderUUID))
    .limit(1);
  if (!row || row.order.status !== 'confirmed' || !row.item.giftVoucher) return null;
  const { voucher, order, item } = row;
  const details = item.giftVoucher!;
  const offer = await offerOf(orm, voucher.weekendId, order.locale);
  return {
    bookingNumber: order.bookingNumber,
    code: voucher.code,
    offerId: voucher.weekendId,
    label: offer.label,
    hotelName: offer.hotelName,
    nights: voucher.nights,
    adults: voucher.adults,
    format: details.format,
    fromName: details.fromName || order.firstName,
    message: details.message,
    issuedOn: voucher.issuedAt.toISOString().slice(0, 10),
    expiresOn: voucher.expiresOn,
    validityMonths: GIFT_VOUCHER_VALIDITY_MONTHS,
    amount: item.amountCents,
  };
}
