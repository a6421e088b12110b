/**
 * Gift cards (GIFT-025, CHK-032): the options a buyer chooses from, the pricing of a gift-card
 * order item against the catalogue, and the issue of the cards when their order is paid.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  GIFT_CARD_CUSTOMIZATION,
  GIFT_CARD_VALIDITY_MONTHS,
  type GiftCardOptions,
  type ParsedGiftCardItem,
} from '@shop/api-contract';
import { addMonths, type Locale } from '@shop/criteria';
import { asc, eq, like } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import {
  giftCardAmounts,
  giftCardDesigns,
  giftCards,
  orderItems,
  type GiftCardItemDetails,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { marketClock } from '../catalogue';

const ITEM_FIELD = 'items.giftCardItem';

/** GET /api/front/gift-cards?locale: amounts (one default), designs, customization, validity. */
export async function listGiftCardOptions(orm: Orm, locale: Locale): Promise<GiftCardOptions> {
  const amounts = await orm
    .select({ amount: giftCardAmounts.amountCents, isDefault: giftCardAmounts.isDefault })
    .from(giftCardAmounts)
    .orderBy(asc(giftCardAmounts.amountCents));
  const designs = await orm
    .select({
      id: giftCardDesigns.id,
      name: localized(giftCardDesigns.name, locale),
      image: giftCardDesigns.image,
    })
    .from(giftCardDesigns)
    .orderBy(asc(giftCardDesigns.position), asc(giftCardDesigns.id));
  return {
    currency: 'EUR',
    amounts,
    designs,
    customization: {
      fromName: { ...GIFT_CARD_CUSTOMIZATION.fromName },
      recipientName: { ...GIFT_CARD_CUSTOMIZATION.recipientName },
      message: { ...GIFT_CARD_CUSTOMIZATION.message },
    },
    validityMonths: GIFT_CARD_VALIDITY_MONTHS,
  };
}

export interface PricedGiftCard {
  amountCents: number;
  details: GiftCardItemDetails;
}

/**
 * The gift-card item priced by the server: the amount must be one the shop sells and the design
 * must exist (400 naming the field otherwise). The item costs its amount.
 */
export async function priceGiftCardItem(
  orm: Orm,
  item: ParsedGiftCardItem,
): Promise<PricedGiftCard> {
  const amounts = await orm
    .select({ amount: giftCardAmounts.amountCents })
    .from(giftCardAmounts)
    .orderBy(asc(giftCardAmounts.amountCents));
  if (!amounts.some(({ amount }) => amount === item.amount)) {
    throw new HttpError(
      400,
      'BAD_REQUEST',
      `${ITEM_FIELD}.amount: choose one of ${amounts.map(({ amount }) => amount).join(', ')} (cents)`,
    );
  }
  const [design] = await orm
    .select({ id: giftCardDesigns.id })
    .from(giftCardDesigns)
    .where(eq(giftCardDesigns.id, item.designId));
  if (!design) {
    throw new HttpError(400, 'BAD_REQUEST', `${ITEM_FIELD}.designId: no design ${item.designId}`);
  }
  return {
    amountCents: item.amount,
    details: {
      designId: item.designId,
      fromName: item.fromName,
      recipientName: item.recipientName,
      message: item.message,
      recipientEmail: item.recipientEmail?.toLowerCase() ?? null,
    },
  };
}

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const SERIAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A new serial number XXXX-XXXX-XXXX-XXXX: 16 random characters, about 79 bits. */
export function newSerialNumber(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => SERIAL_ALPHABET[randomInt(SERIAL_ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

export type IssuedGiftCard = typeof giftCards.$inferSelect;

/**
 * Issues one card per gift-card item of a paid order, in the caller's transaction; a card
 * already issued stays as it is. Answers every card of the order, oldest first.
 */
export async function issueGiftCards(
  tx: Orm,
  orderId: string,
  now: Date,
): Promise<{ card: IssuedGiftCard; details: GiftCardItemDetails }[]> {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const cardItems = items.filter((item) => item.kind === 'giftCard' && item.giftCard);
  if (cardItems.length === 0) return [];
  const expiresOn = addMonths(marketClock(now).today, GIFT_CARD_VALIDITY_MONTHS);
  for (const item of cardItems) {
    await tx
      .insert(giftCards)
      .values({
        serialNumber: newSerialNumber(),
        orderId,
        orderItemId: item.id,
        amountCents: item.amountCents,
        balanceCents: item.amountCents,
        expiresOn,
        issuedAt: now,
      })
      .onConflictDoNothing({ target: giftCards.orderItemId });
  }
  const cards = await tx
    .select()
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.orderItemId));
  return cards.flatMap((card) => {
    const details = cardItems.find((item) => item.id === card.orderItemId)?.giftCard;
    return details ? [{ card, details }] : [];
  });
}

/**
 * The card with this normalised number (XXXX-XXXX-XXXX-XXXX), or null. Found by its first two
 * groups, then compared in constant time, so that the answer time says nothing about how much of
 * a guess was right (ADR 0018). Paying an order and the beneficiary's look-up both use it.
 */
export async function findGiftCard(tx: Orm, serialNumber: string): Promise<IssuedGiftCard | null> {
  const candidates = await tx
    .select()
    .from(giftCards)
    .where(like(giftCards.serialNumber, `${serialNumber.slice(0, 10)}%`));
  const wanted = Buffer.from(serialNumber);
  let found: IssuedGiftCard | null = null;
  for (const card of candidates) {
    const stored = Buffer.from(card.serialNumber);
    if (stored.length === wanted.length && timingSafeEqual(stored, wanted)) found = card;
  }
  return found;
}
