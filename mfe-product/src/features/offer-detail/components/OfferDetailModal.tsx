import type { HotelDetail } from '@shop/api-contract';
import type { IsoDate, Pax } from '@shop/criteria';
import { Modal, Skeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useState } from 'react';
import { useCheckoutHandoff } from '../../../entities/checkout/hooks/use-checkout-handoff';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';
import { LATER_NAMESPACE } from '../../../i18n-later';
import { useOfferDetail } from '../api/get-offer-detail';
import { BookingOptions } from './BookingOptions';
import styles from './OfferDetail.module.css';

export interface OfferDetailModalProps {
  hotel: HotelDetail;
  offer: OfferChoice;
  /** The offers the panel chooses between (the room's, or the hotel's list). */
  offers: readonly OfferChoice[];
  stay: { checkin: IsoDate; checkout: IsoDate; nights: number } | null;
  pax: Pax;
  onClose: () => void;
  onChooseDates: () => void;
}

/**
 * PROD-065: the offer detail, opened by selecting an offer or its details: a bottom sheet on
 * mobile and a centred modal on desktop (Modal "sheet"), with the program lines, the room and the
 * booking options. PROD-056: a failing detail call shows "Oops, something went wrong".
 */
export default function OfferDetailModal({
  hotel,
  offer: initial,
  offers,
  stay,
  pax,
  onClose,
  onChooseDates,
}: OfferDetailModalProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const [offer, setOffer] = useState(initial);
  // CHK-001..003: Book hands off to checkout (loaded with the detail, not with the page).
  const { book } = useCheckoutHandoff();
  const detail = useOfferDetail({ offerId: offer.id, locale, pax, stay });
  const room =
    detail.data?.room ?? hotel.rooms.find((candidate) => candidate.id === offer.roomId) ?? null;
  return (
    <Modal
      open
      variant="sheet"
      size="l"
      onClose={onClose}
      title={offer.label}
      closeLabel={t('hotel.close')}
    >
      {detail.error ? (
        <p className={styles.error} role="alert">
          {t('hotel.offerDetail.error')}
        </p>
      ) : detail.isLoading || !detail.data ? (
        <div role="status" aria-busy="true" aria-label={t('hotel.offerDetail.loading')}>
          <Skeleton height="8rem" />
        </div>
      ) : (
        <div className={styles.detail}>
          <section aria-labelledby="offer-program-title">
            <h3 id="offer-program-title" className={styles.heading}>
              {t('hotel.offerDetail.program')}
            </h3>
            <ul className={styles.program}>
              {detail.data.programLine.map((line, index) => (
                <li key={`${line.type}-${index}`}>{line.title}</li>
              ))}
            </ul>
          </section>
          {room ? (
            <section aria-labelledby="offer-room-title">
              <h3 id="offer-room-title" className={styles.heading}>
                {t('hotel.offerDetail.room')}
              </h3>
              <p className={styles.roomName}>{room.label}</p>
              {room.description ? <p>{room.description}</p> : null}
            </section>
          ) : null}
        </div>
      )}
      {detail.error ? null : (
        <BookingOptions
          offers={offers}
          initialOfferId={offer.id}
          stay={stay}
          pax={pax}
          onOfferChange={setOffer}
          onChooseDates={onChooseDates}
          onBook={book}
        />
      )}
    </Modal>
  );
}
