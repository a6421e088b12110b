import type { WeekendDetail } from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import type { BreadcrumbItem } from '@shop/design-system';
import { lazy, type ReactNode } from 'react';
import type { StayLayout as MarketLayout } from '../../../entities/weekend/model/market-layout';
import { useBreadcrumbJsonLd } from '../../../features/page-meta/hooks/use-breadcrumb-json-ld';
import { SectionNav } from '../../../features/section-nav/components/SectionNav';
import { NearViewport } from '../../../lib/NearViewport';
import { StayLayout } from './StayLayout';
import { StaySections } from './StaySections';

// Below the fold: the hotel's other offers load with their call when they come near the viewport.
const OtherOffers = lazy(() => import('../../../features/other-offers/components/OtherOffers'));

export interface StayBodyProps {
  detail: WeekendDetail;
  breadcrumb: readonly BreadcrumbItem[];
  /** PROD-013: an expired offer shows no tabs and sections, only the other offers. */
  expired: boolean;
  locale: Locale;
  layout: MarketLayout;
  mobile: boolean;
  /** PROD-005: the reviews block placed in the reviews section. */
  reviews?: ReactNode;
  /** The booking side (product-booking's panel), beside the sections on desktop. */
  side?: ReactNode;
}

/**
 * PROD-005..008: below the header — the tab navbar (not in the Spanish and Italian markets), the
 * sections beside the booking side, then the hotel's other offers; and the breadcrumb's JSON-LD.
 * Loaded once the first screen is shown (ADR 0033).
 */
export default function StayBody(props: StayBodyProps) {
  const { detail, breadcrumb, expired, locale, layout, mobile, reviews, side } = props;
  useBreadcrumbJsonLd(breadcrumb);
  return (
    <>
      {expired ? null : (
        <>
          {layout.sectionTabs ? <SectionNav viewport={mobile ? 'mobile' : 'desktop'} /> : null}
          <StayLayout
            main={<StaySections detail={detail} locale={locale} reviews={reviews} />}
            side={side}
          />
        </>
      )}
      <NearViewport minHeight={320}>
        <OtherOffers
          productId={detail.id}
          hotelName={detail.hotel.label}
          locale={locale}
          headingId="other-offers-title"
        />
      </NearViewport>
    </>
  );
}
