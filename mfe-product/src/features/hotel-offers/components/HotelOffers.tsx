import type { HotelDetail } from '@shop/api-contract';
import type { Pax } from '@shop/criteria';
import { Skeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useMemo } from 'react';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';
import { LATER_NAMESPACE } from '../../../i18n-later';
import { useRoomOffers } from '../api/get-room-offers';
import { useHotelOffers } from '../api/search-hotel-offers';
import { choiceOfOfferCard, choiceOfProductOffer, roomsWithOffers } from '../model/offer-choices';
import { NoAvailability } from './NoAvailability';
import { OfferList } from './OfferList';
import { RoomCard } from './RoomCard';
import styles from './HotelOffers.module.css';
import { useMinisite } from '../../../lib/use-minisite';

export interface HotelOffersProps {
  hotel: HotelDetail;
  pax: Pax;
  stay: { checkin: string; nights: number } | null;
  onSelect: (offer: OfferChoice, offers: OfferChoice[]) => void;
  onDetails: (offer: OfferChoice, offers: OfferChoice[]) => void;
  /** PROD-048: "See all offers" clears the hash. */
  onSeeAllOffers: () => void;
}

/**
 * PROD-044, PROD-048, PROD-049, PROD-051, PROD-055, PROD-057, PROD-058: the rooms and their
 * offers (GET /product/{id}/offers) or, for a hotel selling no room-bound offer, its offers list
 * (POST offers.json, priceAsc); the empty and failed states.
 */
export function HotelOffers({
  hotel,
  pax,
  stay,
  onSelect,
  onDetails,
  onSeeAllOffers,
}: HotelOffersProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const minisite = useMinisite();
  const firstOffer = hotel.weekends[0];
  const byRoom = hotel.rooms.some((room) => room.offers.length > 0);
  const rooms = useRoomOffers(
    firstOffer && byRoom ? { productId: firstOffer.id, locale, pax, stay, minisite } : null,
  );
  const list = useHotelOffers(
    firstOffer && !byRoom ? { hotelId: hotel.id, locale, pax, stay } : null,
  );
  const roomCards = useMemo(
    () => roomsWithOffers(hotel.rooms, (rooms.data ?? []).map(choiceOfProductOffer)),
    [hotel.rooms, rooms.data],
  );
  const listed = useMemo(() => (list.data ?? []).map(choiceOfOfferCard), [list.data]);

  // PROD-049: nothing sold at all.
  if (!firstOffer) {
    return (
      <div className={styles.empty} role="status">
        <h3 className={styles.emptyTitle}>{t('hotel.offers.none')}</h3>
      </div>
    );
  }
  const current = byRoom ? rooms : list;
  if (current.isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label={t('hotel.offers.loading')}>
        <Skeleton height="12rem" />
      </div>
    );
  }
  const empty = byRoom ? roomCards.length === 0 : listed.length === 0;
  // PROD-048, PROD-055: no offer for the dates, or the call failed.
  if (current.error || empty) {
    return stay || current.error ? (
      <NoAvailability onSeeAllOffers={onSeeAllOffers} />
    ) : (
      <div className={styles.empty} role="status">
        <h3 className={styles.emptyTitle}>{t('hotel.offers.none')}</h3>
      </div>
    );
  }
  return byRoom ? (
    <div className={styles.rooms}>
      {roomCards.map((card) => (
        <RoomCard key={card.room.id} {...card} onSelect={onSelect} onDetails={onDetails} />
      ))}
    </div>
  ) : (
    <OfferList offers={listed} onSelect={onSelect} onDetails={onDetails} />
  );
}
