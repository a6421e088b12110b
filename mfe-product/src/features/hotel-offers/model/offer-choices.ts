import type { HotelDetail, OfferCard, ProductOffer } from '@shop/api-contract';
import { displayPromo } from '@shop/criteria';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';

/** PROD-057: an offer of GET /product/{id}/offers (its promo is already thresholded by the API). */
export function choiceOfProductOffer(offer: ProductOffer): OfferChoice {
  return {
    id: offer.weekendId,
    label: offer.label,
    nights: offer.nights,
    roomId: offer.roomId,
    roomLabel: offer.roomLabel,
    sellPrice: offer.priceInfo.sellPrice,
    refPrice: offer.priceInfo.refPrice,
    promo: displayPromo(offer.priceInfo.promoPercentageRounded, 'hotelOffers'),
    lowestPrice30Days: offer.priceInfo.lowestPrice30Days,
    dated: offer.hasSelectedDates && offer.priceInfo.priceType === 'FINAL_PRICE',
    intro: offer.shortProgramIntroWithoutRoom,
  };
}

/** PROD-058: a card of the hotel's offers list; a promo under 10 % shows as 0 (§5). */
export function choiceOfOfferCard(card: OfferCard): OfferChoice {
  return {
    id: card.id,
    label: card.label,
    nights: card.nights,
    roomId: null,
    roomLabel: null,
    sellPrice: card.sellPrice,
    refPrice: card.refPrice,
    promo: displayPromo(card.promo, 'hotelOffers'),
    lowestPrice30Days: card.lowestPrice30Days,
    dated: card.priceType === 'FINAL_PRICE',
    intro: card.activities.map((activity) => activity.name).join(', '),
  };
}

export interface RoomWithOffers {
  room: HotelDetail['rooms'][number];
  offers: OfferChoice[];
}

/** PROD-051: the rooms of the hotel with the offers the call answered for each, rooms without any left out. */
export function roomsWithOffers(
  rooms: HotelDetail['rooms'],
  offers: readonly OfferChoice[],
): RoomWithOffers[] {
  return rooms.flatMap((room) => {
    const own = offers.filter((offer) => offer.roomId === room.id);
    return own.length > 0 ? [{ room, offers: own }] : [];
  });
}
