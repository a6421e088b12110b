import type { WeekendDetail } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { lazy, type ReactNode } from 'react';
import { HotelInfo } from '../../../entities/weekend/components/HotelInfo';
import { RoomDetails } from '../../../entities/weekend/components/RoomDetails';
import { StayExperience } from '../../../features/program/components/StayExperience';
import { StayIncludes } from '../../../features/program/components/StayIncludes';
import type { StaySection } from '../../../features/section-nav/lib/sections';
import { NAMESPACE } from '../../../i18n';
import { NearViewport } from '../../../lib/NearViewport';
import styles from './StaySections.module.css';

// Below the fold: the extras load their code and their call when they come near the viewport.
const UpsellExtras = lazy(() => import('../../../features/upsell/components/UpsellExtras'));

function Section({
  id,
  children,
}: {
  id: StaySection;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = `${id}-title`;
  return (
    // tabIndex -1: a tab click moves the focus here (PROD-007).
    <section id={id} aria-labelledby={headingId} tabIndex={-1} className={styles.section}>
      {children(headingId)}
    </section>
  );
}

export interface StaySectionsProps {
  detail: WeekendDetail;
  locale: Locale;
  /** PROD-005: the reviews block (mfe-content's reviews widget), placed by the page. */
  reviews?: ReactNode;
}

/**
 * PROD-005, PROD-007: the five sections the tabs lead to — description ("Your stay includes"),
 * room, experience (program, activities and dinner menu, then the upsell extras), reviews and
 * hotel — each a landmark with its heading and the id of its tab.
 */
export function StaySections({ detail, locale, reviews }: StaySectionsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Section id="description">
        {(headingId) => <StayIncludes detail={detail} headingId={headingId} />}
      </Section>
      <Section id="room">
        {(headingId) => <RoomDetails room={detail.room} headingId={headingId} />}
      </Section>
      <Section id="experience">
        {(headingId) => (
          <>
            <StayExperience detail={detail} headingId={headingId} />
            <NearViewport minHeight={160} className={styles.extras}>
              <UpsellExtras detail={detail} locale={locale} headingId="extras-title" />
            </NearViewport>
          </>
        )}
      </Section>
      <Section id="reviews">
        {(headingId) => (
          <>
            <h2 id={headingId} className={styles.heading}>
              {t('stay.reviews.title')}
            </h2>
            {reviews}
          </>
        )}
      </Section>
      <Section id="hotel">
        {(headingId) => <HotelInfo detail={detail} headingId={headingId} />}
      </Section>
    </>
  );
}
