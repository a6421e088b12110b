/**
 * The activity voucher an order buys (CHK-006, PROD-074): priced from the catalogue's price for
 * the party (CRIT-083, never the browser's), stored as an order line, and issued once the order
 * is paid: a code the partner redeems, valid 12 months, e-mailed to the buyer in the order's
 * language. Everything about this item lives here, so other order items merge beside it.
 */
import { randomBytes } from 'node:crypto';
import {
  ACTIVITY_VOUCHER_VALIDITY_MONTHS,
  type OrderActivityVoucher,
  type ParsedOrderRequest,
} from '@shop/api-contract';
import { addMonths } from '@shop/criteria';
import { and, eq, isNull } from 'drizzle-orm';
import { marketClock } from '../catalogue';
import type { Orm } from '../db/client';
import { type Language, localized } from '../db/localized-text';
import { activityProducts, emailOutbox, orderItems, type orders } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { mailCopy, mailLanguage } from '../mail/copy';
import { composeEmail, euros, type RenderedEmail } from './email';

type ActivityVoucherRequest = NonNullable<ParsedOrderRequest['items']['activityVoucherItem']>;
type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

const FIELD = 'items.activityVoucherItem';

/** A voucher priced from the catalogue. */
export interface PricedActivityVoucher {
  activityId: number;
  adults: number;
  use: ActivityVoucherRequest['customType'];
  /** The party's sell price, cents. */
  amountCents: number;
  /** The party's reference (bar) price, cents. */
  refCents: number;
  promoPercent: number;
}

/**
 * Prices the voucher from activity_products.prices for exactly the party asked (CRIT-083): 404
 * for an unknown or unpublished product, 400 when the product has no price for that many adults
 * (the page offers only the product's party sizes, CRIT-026; the server never picks another).
 */
export async function priceActivityVoucher(
  orm: Orm,
  item: ActivityVoucherRequest,
): Promise<PricedActivityVoucher> {
  const [product] = await orm
    .select({ prices: activityProducts.prices, published: activityProducts.published })
    .from(activityProducts)
    .where(eq(activityProducts.id, item.activityId));
  if (!product?.published) throw notFound(`Activity ${item.activityId} not found`);
  const price = product.prices.find((entry) => entry.paxComposition.adults === item.numberOfAdults);
  if (!price) {
    const sizes = product.prices.map((entry) => entry.paxComposition.adults).join(', ');
    throw new HttpError(
      400,
      'BAD_REQUEST',
      `${FIELD}.numberOfAdults: activity ${item.activityId} is sold for ${sizes} adult(s)`,
    );
  }
  return {
    activityId: item.activityId,
    adults: item.numberOfAdults,
    use: item.customType,
    amountCents: price.sellPrice,
    refCents: Math.max(price.barPrice, price.sellPrice),
    promoPercent: price.promoPercentageRounded,
  };
}

/** The order line of a priced voucher (its code comes on payment). */
export const activityVoucherLine = (orderId: string, voucher: PricedActivityVoucher) => ({
  orderId,
  kind: 'activityVoucher' as const,
  activityId: voucher.activityId,
  adults: voucher.adults,
  voucherUse: voucher.use,
  unitPriceCents: voucher.refCents,
  promoPercent: voucher.promoPercent,
  amountCents: voucher.amountCents,
});

/** Codes without look-alike characters (no 0/O, 1/I/L), grouped by four: "ACT-7K3Q-MX9D-2HNP". */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export function newVoucherCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `ACT-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** PROD-074: the last valid day of a voucher issued at `now` (market day + 12 months). */
export const voucherValidUntil = (now: Date): string =>
  addMonths(marketClock(now).today, ACTIVITY_VOUCHER_VALIDITY_MONTHS);

/**
 * On payment (in the confirming transaction): gives the order's voucher its code and validity,
 * once, and writes its e-mail to the outbox once (one e-mail of each kind per order).
 */
export async function issueActivityVoucher(
  tx: Orm,
  order: OrderRow,
  now: Date,
  language: Language,
): Promise<void> {
  const [line] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.kind, 'activityVoucher')));
  if (!line) return;
  let issued = line;
  if (!line.voucherCode) {
    const [updated] = await tx
      .update(orderItems)
      .set({ voucherCode: newVoucherCode(), validUntil: voucherValidUntil(now) })
      .where(and(eq(orderItems.id, line.id), isNull(orderItems.voucherCode)))
      .returning();
    issued = updated ?? line;
  }
  const [product] = await tx
    .select({ label: localized(activityProducts.label, order.locale, language) })
    .from(activityProducts)
    .where(eq(activityProducts.id, line.activityId ?? 0));
  const email = renderActivityVoucherEmail({
    language,
    locale: order.locale,
    firstName: order.firstName,
    bookingNumber: order.bookingNumber,
    label: product?.label ?? `#${line.activityId ?? ''}`,
    adults: issued.adults ?? 0,
    amountCents: issued.amountCents,
    code: issued.voucherCode ?? '',
    validUntil: issued.validUntil ?? '',
  });
  await tx
    .insert(emailOutbox)
    .values({
      orderId: order.id,
      kind: 'activity_voucher',
      recipient: order.email,
      ...email,
      createdAt: now,
      nextAttemptAt: now,
    })
    .onConflictDoNothing();
}

/** The voucher of an order's lines as its answers show it, with the product label. */
export async function orderActivityVoucher(
  orm: Orm,
  order: OrderRow,
  items: readonly OrderItemRow[],
  language: Language,
): Promise<OrderActivityVoucher | null> {
  const line = items.find((item) => item.kind === 'activityVoucher');
  if (!line) return null;
  const [product] = await orm
    .select({ label: localized(activityProducts.label, order.locale, language) })
    .from(activityProducts)
    .where(eq(activityProducts.id, line.activityId ?? 0));
  return {
    activityId: line.activityId ?? 0,
    label: product?.label ?? '',
    numberOfAdults: line.adults ?? 0,
    customType: line.voucherUse ?? 'OWN_USE',
    amount: line.amountCents,
    code: line.voucherCode,
    validUntil: line.validUntil,
  };
}

// ---------------------------------------------------------------------------------------------
// The voucher e-mail

export interface ActivityVoucherFacts {
  language: Language;
  locale: OrderRow['locale'];
  firstName: string;
  bookingNumber: string;
  label: string;
  adults: number;
  amountCents: number;
  code: string;
  validUntil: string;
}

/** Subject and plain-text body of the voucher e-mail. */
export function renderActivityVoucherEmail(facts: ActivityVoucherFacts): RenderedEmail {
  const t = mailCopy(mailLanguage(facts.locale, facts.language));
  const hello = t('activityVoucher.hello');
  return composeEmail(
    t('activityVoucher.subject', { code: facts.code }),
    facts.firstName ? `${hello} ${facts.firstName},` : `${hello},`,
    [
      [t('activityVoucher.intro')],
      [
        `${t('activityVoucher.activity')}: ${facts.label}`,
        t('activityVoucher.party', { adults: facts.adults }),
        `${t('activityVoucher.code')}: ${facts.code}`,
        `${t('activityVoucher.validUntil')}: ${facts.validUntil}`,
        `${t('activityVoucher.price')}: ${euros(facts.amountCents, facts.locale)}`,
        `${t('activityVoucher.booking')}: ${facts.bookingNumber}`,
      ],
      [t('activityVoucher.how')],
    ],
  );
}
