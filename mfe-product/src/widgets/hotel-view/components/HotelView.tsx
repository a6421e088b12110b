import type { HotelDetail } from '@shop/api-contract';
import { hotelAnchorOf } from '@shop/criteria';
import { Breadcrumb, ReviewScore, useNearViewport } from '@shop/design-system';
import { formattingLocale, useTranslation } from '@shop/i18n';
import { paths, servedLazy, usePlatform, useServedWidth } from '@shop/platform';
import { useMetaTag, usePageTitle } from '@shop/platform/page-title';
import { Suspense, useCallback, useRef, useState } from 'react';
import { HotelGallery } from '../../../features/hotel-gallery/components/HotelGallery';
import { HOTEL_NAMESPACE } from '../../../i18n-hotel';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import { useIdle } from '@shop/design-system/when-idle';
import { renderLink } from '../../../lib/render-link';
import { scrollToSection } from '../../../lib/scroll-to-section';
import { SECTION_IDS, type SectionId } from './section-ids';
import styles from './HotelView.module.css';

// Below the sticky bar: loaded near the viewport, when idle, or when asked for (ADR 0036).
const HotelSections = servedLazy('product/HotelSections', () => import('./HotelSections'));

const DESCRIPTION_META_MAX = 155;
const ANCHORS: readonly SectionId[] = ['about', 'offers', 'reviews'];

/**
 * The hotel page (§2.3): breadcrumb, title, anchors and gallery on the first screen; below them
 * (ADR 0036) the sticky bar with its tabs and the date and traveller selector, the about block,
 * the offers, the reviews and the nearby hotels.
 */
export function HotelView({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation(HOTEL_NAMESPACE);
  const language = usePlatform((state) => state.language);
  const locale = usePlatform((state) => state.locale);
  const tag = formattingLocale(language, locale);
  const mobile = useMediaQuery(MOBILE_QUERY, useServedWidth());
  // Only anchor=products is read here; the sections read the rest of the hash (PROD-047).
  const productsAnchor = usePlatform((state) => hotelAnchorOf(state.location.hash) === 'products');

  // BEY-008 and PROD-050: title, description, and noindex for a hotel that is not active.
  usePageTitle(hotel.label);
  useMetaTag('description', Array.from(hotel.description).slice(0, DESCRIPTION_META_MAX).join(''));
  useMetaTag('robots', hotel.active ? undefined : 'noindex');

  // The sections load when they come near the viewport, at the first idle moment, or at once for
  // a tab, an anchor, or anchor=products (PROD-047), which then scroll to them once shown.
  const [slotRef, near] = useNearViewport<HTMLDivElement>('0px');
  const idle = useIdle();
  const [wanted, setWanted] = useState(productsAnchor);
  const pending = useRef<SectionId | null>(productsAnchor ? SECTION_IDS.offers : null);
  // A served page (issue 16) has its sections in the HTML: they hydrate at once.
  const served = usePlatform((state) => state.served);
  const sectionsShown = near || idle || wanted || served;
  const onReady = useCallback(() => {
    const id = pending.current;
    pending.current = null;
    if (id) scrollToSection(id, mobile);
  }, [mobile]);
  const go = (id: SectionId) => {
    if (document.getElementById(id)) {
      scrollToSection(id, mobile);
      return;
    }
    pending.current = id;
    setWanted(true);
  };

  const score = new Intl.NumberFormat(tag, { maximumFractionDigits: 1 });

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
            {ANCHORS.map((id) => (
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
      <div ref={slotRef} className={styles.sections}>
        {sectionsShown ? (
          <Suspense fallback={null}>
            <HotelSections hotel={hotel} mobile={mobile} onReady={onReady} />
          </Suspense>
        ) : null}
      </div>
    </article>
  );
}
