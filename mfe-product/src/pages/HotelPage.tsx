import { ApiRequestError } from '@shop/api-contract';
import { Alert, PageSkeleton } from '@shop/design-system';
import { type RemotePageProps, usePlatform } from '@shop/platform';
import { useMetaTag, usePageTitle } from '@shop/platform/page-title';
import { useTranslation } from '@shop/i18n';
import { useHotelDetail } from '../entities/hotel/api/get-hotel-detail';
import { validHotelId } from '../entities/hotel/lib/hotel-id';
import { HOTEL_NAMESPACE } from '../i18n-hotel';
import { HotelView } from '../widgets/hotel-view/components/HotelView';

function HotelNotFound() {
  const { t } = useTranslation(HOTEL_NAMESPACE);
  usePageTitle(t('hotel.notFound.title'));
  useMetaTag('robots', 'noindex, follow');
  return (
    <section>
      <h1>{t('hotel.notFound.title')}</h1>
      <p>{t('hotel.notFound.text')}</p>
    </section>
  );
}

/** SHELL-003, LEFT-030: the hotel page for the hotel id of the second path segment. */
export default function HotelPage({ params }: RemotePageProps) {
  const { t } = useTranslation(HOTEL_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const hotelId = validHotelId(params.hotelId);
  const { data, error, isLoading } = useHotelDetail(hotelId, locale);

  // An id the API cannot know (letters, zero, too long) needs no call.
  if (!hotelId) return <HotelNotFound />;
  if (isLoading) return <PageSkeleton label={t('hotel.loading')} />;
  if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
    return <HotelNotFound />;
  }
  if (error || !data) {
    return (
      <section>
        <h1>{t('hotel.error.title')}</h1>
        <Alert tone="error">{t('hotel.error.text')}</Alert>
      </section>
    );
  }
  return <HotelView hotel={data} />;
}
