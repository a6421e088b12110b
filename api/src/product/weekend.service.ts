import type { WeekendDetail } from '@shop/api-contract';
import type { IsoDate, Locale } from '@shop/criteria';
import { eq } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { hotels, rooms } from '../db/schema';
import { cancellationPolicy } from '../catalogue';
import {
  activitiesOf,
  inLanguage,
  localTaxOf,
  MAIN_IMAGE_SIZE,
  programLinesOf,
  roomModel,
  type Pax,
} from './product.model';
import { countOtherOffers, findImageSets, findProduct, imagesBySize } from './product.query';
import { productPrice } from './product.service';

export interface DetailRequest extends Pax {
  checkin?: IsoDate | undefined;
  night?: number | undefined;
  nights?: number | undefined;
}

/**
 * The weekend package in the locale's language (API-015/016), or null when no weekend has this id.
 * With checkin (and night or nights) the price is the dated price of purchase pricing (API-026).
 */
export async function findWeekendDetail(
  orm: Orm,
  id: number,
  locale: Locale,
  request: DetailRequest = { adult: 2, child: 0, baby: 0 },
  now: Date = new Date(),
): Promise<WeekendDetail | null> {
  const product = await findProduct(orm, id);
  if (!product) return null;
  const [hotel] = await orm.select().from(hotels).where(eq(hotels.id, product.hotelId));
  if (!hotel) return null;
  const [room] =
    product.roomId === null
      ? []
      : await orm.select().from(rooms).where(eq(rooms.id, product.roomId));
  const sets = await findImageSets(orm, [
    { kind: 'hotel', ownerId: hotel.id },
    ...(room ? [{ kind: 'room' as const, ownerId: room.id }] : []),
  ]);
  const hotelSets = sets.filter((set) => set.kind === 'hotel');
  const roomSets = sets.filter((set) => set.kind === 'room');
  const roomImages = imagesBySize(roomSets);
  const { price, day } = await productPrice(orm, product, request, now);
  const checkin = request.checkin ?? null;
  const allImages = imagesBySize([...hotelSets, ...roomSets]);
  return {
    id: product.id,
    label: inLanguage(product.label, locale),
    nights: product.nights,
    uri: `weekend/${product.id}`,
    hotel: {
      id: hotel.id,
      label: hotel.name,
      stars: hotel.stars,
      city: hotel.city,
      countryCode: hotel.countryCode,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      uri: `hotel/${hotel.id}`,
      address: hotel.address,
      zipCode: hotel.zipCode,
      review: {
        count: hotel.reviewCount,
        average: hotel.reviewAverage === null ? null : Math.round(hotel.reviewAverage * 10) / 10,
      },
      importantInfos: hotel.importantInfos.map((info) => inLanguage(info, locale)),
      checkInOut: { checkin: hotel.checkInTime, checkout: hotel.checkOutTime },
      localTax: localTaxOf(hotel),
    },
    price,
    programLine: programLinesOf(product.programLines, locale),
    activities: activitiesOf(product.activities, product.id, locale),
    images: hotel.images.length > 0 ? hotel.images : (allImages[MAIN_IMAGE_SIZE] ?? []),
    imagesBySize: allImages,
    room: room ? roomModel(room, roomImages, locale) : null,
    cancellationPolicy: cancellationPolicy(product, checkin, now),
    headwords: product.headwords.map((headword) => inLanguage(headword, locale)),
    marketingLabels: product.marketingLabels,
    lastMinute: product.lastMinute,
    availableRooms: checkin && day ? day.availableRooms : null,
    autoDiscount:
      product.autoDiscountCode && product.autoDiscountValue
        ? { code: product.autoDiscountCode, value: product.autoDiscountValue }
        : null,
    published: product.published,
    expiration: product.expiration,
    connectivity: product.connectivity,
    channelManagerId: product.connectivity === 'CHANNEL_MANAGER' ? `CM-${hotel.id}` : null,
    otherOffersCount: await countOtherOffers(orm, product),
  };
}
