import { useHashSensitive } from '@shop/platform';
import type { HotelDetail } from '@shop/api-contract';
import { parseHotelHash, paxFromHash } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useHotelHash } from '../../../entities/hotel/hooks/use-hotel-hash';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';
import { DatesPaxSelector } from '../../../features/dates-pax/components/DatesPaxSelector';
import { HotelInfo } from '../../../features/hotel-info/components/HotelInfo';
import { HotelOffers } from '../../../features/hotel-offers/components/HotelOffers';
import { NearbyHotels } from '../../../features/nearby-hotels/components/NearbyHotels';
import { LATER_NAMESPACE } from '../../../i18n-later';
import { HOTEL_NAMESPACE } from '../../../i18n-hotel';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { HotelReviews } from '../../../features/hotel-reviews/components/HotelReviews';
import { SECTION_IDS, type SectionId } from './section-ids';
import styles from './HotelView.module.css';

// Opened by a choice: the offer detail and its booking options load then.
const OfferDetailModal = lazy(
  () => import('../../../features/offer-detail/components/OfferDetailModal'),
);

interface OpenOffer {
  offer: OfferChoice;
  offers: OfferChoice[];
}

export interface HotelSectionsProps {
  hotel: HotelDetail;
  mobile: boolean;
  /** Called once the sections are on the page (a pending scroll to one of them can run). */
  onReady: () => void;
}

/**
 * The page below the sticky bar (ADR 0036: loaded when it comes near the viewport, at the first
 * idle moment, or when asked for): about, offers, reviews, nearby hotels and the offer detail.
 */
export default function HotelSections({ hotel, mobile, onReady }: HotelSectionsProps) {
  const hashSensitive = useHashSensitive();
  const { hash, stay, setHash } = useHotelHash();
  const pax = useMemo(() => paxFromHash(hash), [hash]);
  const { t } = useTranslation(LATER_NAMESPACE);
  const { t: tFirst } = useTranslation(HOTEL_NAMESPACE);
  const [open, setOpen] = useState<OpenOffer | null>(null);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const openCalendar = () => setCalendarOpen(true);
  const tabs: { id: SectionId; label: string }[] = [
    { id: SECTION_IDS.offers, label: tFirst('hotel.tabs.getaways') },
    { id: SECTION_IDS.about, label: tFirst('hotel.tabs.about') },
    { id: SECTION_IDS.reviews, label: tFirst('hotel.tabs.reviews') },
  ];

  useEffect(() => onReady(), [onReady]);

  // PROD-051: a choice without dates opens the calendar instead of going on.
  const select = (offer: OfferChoice, offers: OfferChoice[]) => {
    if (!stay) {
      openCalendar();
      return;
    }
    setOpen({ offer, offers });
  };
  const details = (offer: OfferChoice, offers: OfferChoice[]) => setOpen({ offer, offers });

  return (
    <>
      <div className={styles.sticky} data-testid="hotel-sticky-bar">
        <nav aria-label={tFirst('hotel.tabs.label')} className={styles.tabs}>
          <ul>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <button
                  type="button"
                  className={styles.tab}
                  onClick={() => scrollToSection(tab.id, mobile)}
                >
                  {tab.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <DatesPaxSelector
          hash={hash}
          stay={stay}
          onChange={setHash}
          calendarOpen={calendarOpen}
          onCalendarOpenChange={setCalendarOpen}
          hotelId={hotel.id}
          mobile={mobile}
        />
      </div>
      <section
        id={SECTION_IDS.about}
        tabIndex={-1}
        className={styles.section}
        aria-labelledby="hotel-about-title"
      >
        <h2 id="hotel-about-title">{t('hotel.about.title')}</h2>
        <HotelInfo hotel={hotel} viewport={mobile ? 'mobile' : 'desktop'} />
      </section>
      {/* Issue 16 (ADR 0097): the offers are priced for the hash's stay; served, they wait for it. */}
      <section
        id={SECTION_IDS.offers}
        tabIndex={-1}
        className={styles.section}
        aria-labelledby="hotel-offers-title"
        {...hashSensitive}
      >
        <h2 id="hotel-offers-title">{t('hotel.offers.title')}</h2>
        <HotelOffers
          hotel={hotel}
          pax={pax}
          stay={stay}
          onSelect={select}
          onDetails={details}
          onSeeAllOffers={() => setHash(parseHotelHash(''))}
        />
      </section>
      <section
        id={SECTION_IDS.reviews}
        tabIndex={-1}
        className={styles.section}
        aria-labelledby="hotel-reviews-title"
      >
        <h2 id="hotel-reviews-title">{t('hotel.reviews.title')}</h2>
        <p>{t('hotel.reviews.count', { count: hotel.review.count })}</p>
        <HotelReviews hotelId={hotel.id} />
      </section>
      <NearbyHotels hotels={hotel.nearbyHotels} />
      {open ? (
        <Suspense fallback={null}>
          <OfferDetailModal
            hotel={hotel}
            offer={open.offer}
            offers={open.offers}
            stay={stay}
            pax={pax}
            onClose={() => setOpen(null)}
            onChooseDates={() => {
              setOpen(null);
              openCalendar();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
