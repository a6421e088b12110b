/**
 * The beneficiary's code look-up (issue 13 item 5, ADR 0076): a typed code is asked of each
 * kind's resolver in turn; the first that knows it answers its variant of the discriminated
 * answer. Gift cards resolve here; a gift-voucher resolver is added to GIFT_CODE_RESOLVERS when
 * gift-voucher orders issue codes.
 */
import {
  type GiftCardCode,
  type GiftCodeLookupResponse,
  maskGiftCardSerial,
  normalizeGiftCardSerial,
} from '@shop/api-contract';
import type { Orm } from '../db/client';
import { marketClock } from '../catalogue';
import { findGiftCard } from './gift-cards.service';

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

/** Every kind the look-up knows, asked in this order. */
export const GIFT_CODE_RESOLVERS: readonly GiftCodeResolver[] = [resolveGiftCard];

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
