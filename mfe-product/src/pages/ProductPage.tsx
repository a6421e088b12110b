import { ApiRequestError } from '@shop/api-contract';
import { Alert, PageSkeleton } from '@shop/design-system';
import { type RemotePageProps, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense } from 'react';
import { useWeekendDetail } from '../features/weekend/api/get-weekend-detail';
import { WeekendSummary } from '../features/weekend/components/WeekendSummary';
import { NAMESPACE } from '../i18n';
import bookingStyles from '../features/booking/components/ProductBooking.module.css';

// Booking (issue 11): panel, bars, calendar and drawers, loaded after the page's first screen.
const ProductBooking = lazy(() => import('../features/booking/components/ProductBooking'));

/** SHELL-003: the stay product page for the product id of the second segment. */
export default function ProductPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const { data, error, isLoading } = useWeekendDetail(params.productId, locale);

  if (isLoading) return <PageSkeleton label={t('product.loading')} />;
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
    return (
      <section>
        <h1>{t('product.notFoundTitle')}</h1>
        <p>{t('product.notFoundText')}</p>
      </section>
    );
  }
  if (error || !data) {
    return (
      <section>
        <h1>{t('product.errorTitle')}</h1>
        <Alert tone="error">{t('product.errorText')}</Alert>
      </section>
    );
  }
  return (
    <>
      <WeekendSummary weekend={data} />
      <Suspense fallback={<div className={bookingStyles.placeholder} aria-hidden="true" />}>
        <ProductBooking weekend={data} productId={params.productId ?? String(data.id)} />
      </Suspense>
    </>
  );
}
