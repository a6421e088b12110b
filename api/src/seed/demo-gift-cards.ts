/**
 * A demonstration gift card outside production (ADR 0076): one card that expired a month before
 * the seed day, so that the beneficiary page's "expired" answer can be seen and tested end to end
 * (a card bought in a journey is only ever valid). It can pay nothing (expired cards are refused,
 * ADR 0018); its order has a booking number the shop never draws (below 10000000).
 */
import { addMonths, type IsoDate } from '@shop/criteria';
import type { Orm } from '../db/client';
import { giftCards, orderItems, orders } from '../db/schema';

/** The demonstration card's number (documented in README). */
export const DEMO_EXPIRED_GIFT_CARD = 'XPRD-GFTC-RDEM-2345';
const DEMO_BOOKING_NUMBER = '00000001';

export async function seedDemoGiftCards(tx: Orm, today: IsoDate): Promise<void> {
  const issued = addMonths(today, -13);
  const issuedAt = new Date(`${issued}T10:00:00Z`);
  const [order] = await tx
    .insert(orders)
    .values({
      bookingNumber: DEMO_BOOKING_NUMBER,
      locale: 'fr_FR',
      status: 'confirmed',
      email: 'demo.gift-card@weekend-shop.test',
      civility: 'MRS',
      firstName: 'Demo',
      lastName: 'Gift card',
      phoneNumber: '+33 1 00 00 00 00',
      addressLine: '1 rue de la Démo',
      postalCode: '75001',
      city: 'Paris',
      country: 'FR',
      currency: 'EUR',
      totalCents: 5_000,
      idempotencyKey: 'seed-demo-expired-gift-card',
      requestHash: 'seed',
      createdAt: issuedAt,
      updatedAt: issuedAt,
    })
    .returning({ id: orders.id });
  const [item] = await tx
    .insert(orderItems)
    .values({
      orderId: order!.id,
      kind: 'giftCard',
      giftCard: {
        designId: 1,
        fromName: 'Demo',
        recipientName: '',
        message: '',
        recipientEmail: null,
      },
      amountCents: 5_000,
    })
    .returning({ id: orderItems.id });
  await tx.insert(giftCards).values({
    serialNumber: DEMO_EXPIRED_GIFT_CARD,
    orderId: order!.id,
    orderItemId: item!.id,
    amountCents: 5_000,
    balanceCents: 5_000,
    expiresOn: addMonths(today, -1),
    issuedAt,
  });
}
