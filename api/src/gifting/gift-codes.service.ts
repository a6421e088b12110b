/**
 * The beneficiary's code look-up (issue 13 item 5, ADR 0076): a typed code is asked of each
 * kind's resolver in turn; the first that knows it answers its variant of the discriminated
 * answer: gift cards and gift vouchers (ADR 0074).
 */
import {
  type GiftCardCode,
  type GiftCodeLookupResponse,
  type GiftVoucherCode,
  isGiftVoucherCode,
  maskGiftCardSerial,
  normalizeGiftCardSerial,
  normalizeGiftCode,
} from '@shop/api-contract';
import { and, eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { orderGiftVouchers } from '../db/schema';
import { marketClock } from '../catalogue';
import { findGiftCard } from './gift-cards.service';
import { findGiftVoucher } from './gift-vouchers.service';

/** What one kind of gift code answers for a typed code: its variant, or null when unknown. */
export type GiftCodeResolver = (
  orm: Orm,
  typed: string,
  now: Date,
) => Promise<GiftCodeLookupResponse | null>;

const SERIAL_FORMAT = /^[A-HJKMNP-Z2-9]{4}(?:-[A-HJKMNP-Z2-9]{4}){3}$/;

/** A gift card by its 16-character number: its face value, balance and last day. */
export const resolveGiftCard: GiftCodeResolver = async (orm, typed, now) => {
  const serial = normalizeGiftCardSerial(typed);
  if (!SERIAL_FORMAT.test(serial)) return null;
  const card = await findGiftCard(orm, serial);
  if (!card) return null;
  const answer: GiftCardCode = {
    kind: 'giftCard',
    maskedCode: maskGiftCardSerial(card.serialNumber),
    status:
      card.expiresOn < marketClock(now).today
        ? 'expired'
        : card.balanceCents === 0
          ? 'usedUp'
          : 'valid',
    expiresOn: card.expiresOn,
    currency: 'EUR',
    amount: card.amountCents,
    balance: card.balanceCents,
  };
  return answer;
};

/** Whether a voucher already paid an order (a voucher pays one stay, ADR 0074). */
export async function isGiftVoucherUsed(orm: Orm, voucherId: number): Promise<boolean> {
  const [captured] = await orm
    .select({ id: orderGiftVouchers.id })
    .from(orderGiftVouchers)
    .where(
      and(eq(orderGiftVouchers.giftVoucherId, voucherId), eq(orderGiftVouchers.status, 'captured')),
    )
    .limit(1);
  return captured !== undefined;
}

/** A gift voucher by its GV- code: the stay it offers, for how many, until when (ADR 0074). */
export const resolveGiftVoucher: GiftCodeResolver = async (orm, typed, now) => {
  const code = normalizeGiftCode(typed);
  if (!isGiftVoucherCode(code)) return null;
  const found = await findGiftVoucher(orm, code);
  if (!found) return null;
  const { voucher } = found;
  const answer: GiftVoucherCode = {
    kind: 'giftVoucher',
    maskedCode: maskGiftCardSerial(voucher.code),
    status:
      voucher.expiresOn < marketClock(now).today
        ? 'expired'
        : (await isGiftVoucherUsed(orm, voucher.id))
          ? 'usedUp'
          : 'valid',
    expiresOn: voucher.expiresOn,
    nights: voucher.nights,
    adults: voucher.adults,
    productId: voucher.weekendId,
  };
  return answer;
};

/** Every kind the look-up knows, asked in this order. */
export const GIFT_CODE_RESOLVERS: readonly GiftCodeResolver[] = [
  resolveGiftCard,
  resolveGiftVoucher,
];

/** The gift a code stands for, or null (unknown to every kind). */
export async function lookupGiftCode(
  orm: Orm,
  typed: string,
  now: Date,
  resolvers: readonly GiftCodeResolver[] = GIFT_CODE_RESOLVERS,
): Promise<GiftCodeLookupResponse | null> {
  for (const resolve of resolvers) {
    const answer = await resolve(orm, typed, now);
    if (answer) return answer;
  }
  return null;
}
