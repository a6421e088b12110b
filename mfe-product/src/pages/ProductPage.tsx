import { ApiRequestError } from '@shop/api-contract';
import { parseMinisite, parseProductHash } from '@shop/criteria';
import { Alert, PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { type RemotePageProps, servedLazy, usePlatform, useServedWidth } from '@shop/platform';
import { Suspense, useMemo } from 'react';
import { useWeekendDetail } from '../entities/weekend/api/get-weekend-detail';
import { breadcrumbItems } from '../entities/weekend/model/breadcrumb-items';
import { stayLayoutOf } from '../entities/weekend/model/market-layout';
import { ExpiredOffer } from '../features/expired/components/ExpiredOffer';
import { isExpiredOffer, todayIso } from '../features/expired/lib/expired';
import { useNotFoundMeta } from '../features/page-meta/hooks/use-not-found-meta';
import { useProductMeta } from '../features/page-meta/hooks/use-product-meta';
import { useViewItem } from '../features/tracking/hooks/use-view-item';
import { NAMESPACE } from '../i18n';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import { useIdle } from '@shop/design-system/when-idle';
import { StayHeader } from '../widgets/stay-header/components/StayHeader';
import styles from './ProductPage.module.css';

// After the first screen (breadcrumb, photos, title, hotel): tabs, sections, reviews and other
// offers once the page is idle (ADR 0033, 160 KB first-load budget).
const StayBody = servedLazy(
  'product/StayBody',
  () => import('../widgets/stay-body/components/StayBody'),
);
// The booking side (product-booking, ADR 0031): panel, bars, calendar and drawers.
const ProductBooking = servedLazy(
  'product/ProductBooking',
  () => import('../features/booking/components/ProductBooking'),
);
const HotelReviews = servedLazy('product/HotelReviews', () =>
  import('../features/hotel-reviews/components/HotelReviews').then((module) => ({
    default: module.HotelReviews,
  })),
);

/**
 * SHELL-003, issue 11: the stay product page for the product id of the second segment: header
 * (breadcrumb, photos, heart, badges, title, hotel and score), section tabs, the sections beside
 * the booking side, and the hotel's other offers; an expired offer says "Too late!" instead of
 * the sections (PROD-013).
 */
export default function ProductPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const { search, hash } = usePlatform((state) => state.location);
  const mobile = useMediaQuery(MOBILE_QUERY, useServedWidth());
  const context = useMemo(
    () => ({ minisite: parseMinisite(search), hash: parseProductHash(hash) }),
    [search, hash],
  );
  const { data, error, isLoading } = useWeekendDetail(params.productId, locale, context);
  // A served page (issue 16) has its sections in the HTML: they hydrate at once.
  const served = usePlatform((state) => state.served);
  const idle = useIdle(data !== undefined) || served;
  const breadcrumb = useMemo(
    () => (data ? breadcrumbItems(data, search, t('stay.breadcrumb.home')) : undefined),
    [data, search, t],
  );
  useProductMeta(data);
  useViewItem(data);

  if (!data && isLoading) return <PageSkeleton label={t('product.loading')} />;
  if (!data && error instanceof ApiRequestError && (error.status === 404 || error.status === 400))
    return <ProductNotFound />;
  // PROD-081: a failing detail call leaves the page without details, never crashes it.
  if (!data || !breadcrumb) {
    return (
      <section className={styles.page}>
        <h1>{t('product.errorTitle')}</h1>
        <Alert tone="error">{t('product.errorText')}</Alert>
      </section>
    );
  }

  const layout = stayLayoutOf(locale);
  const expired = isExpiredOffer(data, todayIso());
  return (
    <article className={styles.page} data-testid="stay-page">
      <StayHeader
        detail={data}
        breadcrumb={breadcrumb}
        layout={layout}
        mobile={mobile}
        idle={idle}
      />
      {expired ? <ExpiredOffer hotelId={data.hotel.id} /> : null}
      {idle ? (
        <Suspense fallback={<div className={styles.body} />}>
          <StayBody
            detail={data}
            breadcrumb={breadcrumb}
            expired={expired}
            locale={locale}
            layout={layout}
            mobile={mobile}
            reviews={<HotelReviews hotelId={data.hotel.id} />}
            side={
              expired ? null : (
                <ProductBooking weekend={data} productId={params.productId ?? String(data.id)} />
              )
            }
          />
        </Suspense>
      ) : (
        <div className={styles.body} />
      )}
    </article>
  );
}

function ProductNotFound() {
  const { t } = useTranslation(NAMESPACE);
  useNotFoundMeta(t('product.notFoundTitle'));
  return (
    <section className={styles.page}>
      <h1>{t('product.notFoundTitle')}</h1>
      <p>{t('product.notFoundText')}</p>
    </section>
  );
}
