import type { HotelDetail } from '@shop/api-contract';
import { parseHotelHash, paxFromHash } from '@shop/criteria';
import { Breadcrumb, ReviewScore } from '@shop/design-system';
import { formattingLocale, useTranslation } from '@shop/i18n';
import { paths, usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useCheckoutHandoff } from '../../../entities/checkout/hooks/use-checkout-handoff';
import { useHotelHash } from '../../../entities/hotel/hooks/use-hotel-hash';
import type { OfferChoice } from '../../../entities/hotel/model/offer-choice';
import { DatesPaxSelector } from '../../../features/dates-pax/components/DatesPaxSelector';
import { HotelGallery } from '../../../features/hotel-gallery/components/HotelGallery';
import { HotelInfo } from '../../../features/hotel-info/components/HotelInfo';
import { HotelOffers } from '../../../features/hotel-offers/components/HotelOffers';
import { NearbyHotels } from '../../../features/nearby-hotels/components/NearbyHotels';
import { NAMESPACE } from '../../../i18n';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useMetaTag } from '../../../lib/use-page-meta';
import { renderLink } from '../../../lib/render-link';
import { scrollToSection } from '../../../lib/scroll-to-section';
import styles from './HotelView.module.css';

// Opened by a choice: the offer detail and its booking options load then.
const OfferDetailModal = lazy(
  () => import('../../../features/offer-detail/components/OfferDetailModal'),
);

/** The page's sections, their ids (anchors) and the sticky bar's tabs (PROD-044, PROD-046). */
export const SECTION_IDS = { about: 'about', offers: 'offers', reviews: 'reviews' } as const;
const DESCRIPTION_META_MAX = 155;

interface OpenOffer {
  offer: OfferChoice;
  offers: OfferChoice[];
}

/**
 * The hotel page (§2.3): breadcrumb, title, gallery, anchors, the sticky bar with its tabs and
 * the date and traveller selector, the about block, the offers, the reviews and the nearby hotels.
 */
export function HotelView({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const { hash, stay, setHash } = useHotelHash();
  const pax = useMemo(() => paxFromHash(hash), [hash]);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [open, setOpen] = useState<OpenOffer | null>(null);
  const { book } = useCheckoutHandoff();

  // BEY-008 and PROD-050: title, description, and noindex for a hotel that is not active.
  usePageTitle(hotel.label);
  useMetaTag('description', Array.from(hotel.description).slice(0, DESCRIPTION_META_MAX).join(''));
  useMetaTag('robots', hotel.active ? undefined : 'noindex');

  // PROD-047: anchor=products scrolls to the offers once, when the page shows.
  const anchored = useRef(false);
  useEffect(() => {
    if (hash.anchor === 'products' && !anchored.current) {
      anchored.current = true;
      scrollToSection(SECTION_IDS.offers, mobile);
    }
  }, [hash.anchor, mobile]);

  // PROD-051: a choice without dates opens the calendar instead of going on.
  const select = (offer: OfferChoice, offers: OfferChoice[]) => {
    if (!stay) {
      setCalendarOpen(true);
      return;
    }
    setOpen({ offer, offers });
  };
  const details = (offer: OfferChoice, offers: OfferChoice[]) => setOpen({ offer, offers });

  const go = (id: string) => scrollToSection(id, mobile);
  const score = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });
  const tabs = [
    { id: SECTION_IDS.offers, label: t('hotel.tabs.getaways') },
    { id: SECTION_IDS.about, label: t('hotel.tabs.about') },
    { id: SECTION_IDS.reviews, label: t('hotel.tabs.reviews') },
  ];

  return (
    <article className={styles.page}>
      <Breadcrumb
        label={t('hotel.breadcrumb.label')}
        short={mobile}
        expandLabel={t('hotel.breadcrumb.expand')}
        renderLink={renderLink}
        items={[
          { label: t('hotel.breadcrumb.home'), href: paths.home() },
          ...hotel.breadcrumb.map((entry) => ({ label: entry.label })),
          { label: hotel.label, href: paths.hotel(hotel.id) },
        ]}
      />
      <header className={styles.header}>
        <h1 className={styles.title}>{hotel.label}</h1>
        <p className={styles.subtitle}>
          {hotel.stars > 0 ? (
            <span
              className={styles.stars}
              role="img"
              aria-label={t('hotel.stars', { count: hotel.stars })}
            >
              {'★'.repeat(hotel.stars)}
            </span>
          ) : null}
          <span>{hotel.location.address}</span>
        </p>
        {hotel.review.average !== null ? (
          <ReviewScore
            size="s"
            score={score.format(hotel.review.average)}
            count={t('hotel.reviews.count', { count: hotel.review.count })}
          />
        ) : null}
        <nav aria-label={t('hotel.anchors.label')} className={styles.anchors}>
          <ul>
            {(['about', 'offers', 'reviews'] as const).map((id) => (
              <li key={id}>
                <a
                  href={`#${id}`}
                  onClick={(event) => {
                    // The hash holds the criteria: the anchors scroll without touching it.
                    event.preventDefault();
                    go(id);
                  }}
                >
                  {t(`hotel.anchors.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <HotelGallery hotel={hotel} />
      <div className={styles.sticky} data-testid="hotel-sticky-bar">
        <nav aria-label={t('hotel.tabs.label')} className={styles.tabs}>
          <ul>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <button type="button" className={styles.tab} onClick={() => go(tab.id)}>
                  {tab.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <DatesPaxSelector
          idPrefix="hotel"
          hotelId={hotel.id}
          mobile={mobile}
          hash={hash}
          stay={stay}
          onChange={setHash}
          calendarOpen={calendarOpen}
          onCalendarOpenChange={setCalendarOpen}
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
      <section
        id={SECTION_IDS.offers}
        tabIndex={-1}
        className={styles.section}
        aria-labelledby="hotel-offers-title"
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
        {/* The reviews widget of mfe-content is placed here by the integration (CONT reviews). */}
        <div data-slot="hotel-reviews" />
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
              setCalendarOpen(true);
            }}
            onBook={book}
          />
        </Suspense>
      ) : null}
    </article>
  );
}
