/** The stay of an order: priced from the catalogue, its rooms taken and given back. */
import type { ParsedOrderRequest } from '@shop/api-contract';
import type { IsoDate } from '@shop/criteria';
import { and, eq, sql } from 'drizzle-orm';
import { cancellationPolicy, quoteStay, type StayQuote } from '../catalogue';
import type { Orm } from '../db/client';
import { weekendAvailability, weekends } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

/** A stay priced from the catalogue, with what its answers need later. */
export interface PricedStay extends StayQuote {
  /** The day's promotion, in percent (reference price of the breakdown). */
  promoPercent: number;
  /** Last day of free modification; null when the offer is not cancellable. */
  cancellationDeadline: IsoDate | null;
}

type StayCriteria = NonNullable<
  ParsedOrderRequest['items']['shortStayItem']
>['reservationCriteria'];

/**
 * Prices a stay from weekends and weekend_availability; throws 400 (bad criteria, message
 * prefixed with `field`), 404 (no such offer) or 409 NOT_BOOKABLE.
 */
export async function priceStay(
  orm: Orm,
  criteria: Pick<StayCriteria, 'offerId' | 'pax' | 'travelPeriod' | 'activityDaySelections'>,
  now: Date,
  field: string,
  /** Rooms this booking already holds on the check-in day (a modification keeps them). */
  ownRooms = 0,
): Promise<PricedStay> {
  const { checkinDate, checkoutDate } = criteria.travelPeriod;
  const [weekend] = await orm
    .select({
      nights: weekends.nights,
      cancellable: weekends.cancellable,
      deadlineDays: weekends.cancellationDeadlineDays,
      cancellationType: weekends.cancellationType,
    })
    .from(weekends)
    .where(eq(weekends.id, criteria.offerId));
  if (!weekend) throw notFound(`Offer ${criteria.offerId} not found`);
  const [availability] = await orm
    .select({
      priceCents: weekendAvailability.priceCents,
      promoPercent: weekendAvailability.promoPercent,
      minLos: weekendAvailability.minLos,
      availableRooms: weekendAvailability.availableRooms,
    })
    .from(weekendAvailability)
    .where(
      and(
        eq(weekendAvailability.weekendId, criteria.offerId),
        eq(weekendAvailability.date, checkinDate),
      ),
    );
  const result = quoteStay(
    {
      checkinDate,
      checkoutDate,
      adults: criteria.pax.numberOfAdults,
      children: criteria.pax.numberOfChildren,
      babies: criteria.pax.numberOfBabies,
      activityDaySelections: criteria.activityDaySelections,
    },
    {
      nights: weekend.nights,
      availability: availability && {
        ...availability,
        availableRooms: availability.availableRooms + ownRooms,
      },
    },
    now,
  );
  if (!result.ok) {
    const { kind, field: refused, message } = result.refusal;
    if (kind === 'invalid')
      throw new HttpError(400, 'BAD_REQUEST', `${field}${refused}: ${message}`);
    throw new HttpError(
      409,
      'NOT_BOOKABLE',
      `The offer is not bookable with these criterias: ${message}`,
    );
  }
  return {
    ...result.quote,
    promoPercent: availability?.promoPercent ?? 0,
    cancellationDeadline: cancellationPolicy(weekend, checkinDate, now).cancellationDeadline,
  };
}

/** The availability row a stay's rooms count on: its offer and check-in day. */
export const stayKey = (stay: { offerId: number | null; checkinDate: string | null }) => ({
  offerId: stay.offerId ?? 0,
  date: stay.checkinDate ?? '',
});

/**
 * Gives back (delta > 0) or takes (delta < 0) rooms of an offer's check-in day, in the caller's
 * transaction. Never below 0: a paid order is confirmed even if the last room went meanwhile.
 */
export async function moveRooms(
  tx: Orm,
  key: { offerId: number; date: string },
  delta: number,
): Promise<void> {
  if (delta === 0) return;
  await tx
    .update(weekendAvailability)
    .set({ availableRooms: sql`greatest(${weekendAvailability.availableRooms} + ${delta}, 0)` })
    .where(
      and(eq(weekendAvailability.weekendId, key.offerId), eq(weekendAvailability.date, key.date)),
    );
}
