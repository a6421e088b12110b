import type { OfferCard } from '@shop/api-contract';
import { Alert, Carousel } from '@shop/design-system';
import { formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { LATER_NAMESPACE } from '../../../i18n';
import { StayCard } from '../../../entities/offer/components/StayCard';
import { useHotelOffers } from '../api/not-found-hooks';
import styles from './NotFound.module.css';

/**
 * SRCH-068: the expired-offer warning "Too late!" and the carousel "Other offer in {hotel}" of the
 * hotel's offers. The exact match shows at once; the hotel's other offers replace it when they
 * answer (a failed or empty answer keeps the match alone).
 */
export default function ExpiredOffer({ match }: { match: OfferCard }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  usePageTitle(t('notFound.expired.title'));
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const formatTag = formattingLocale(language, locale);
  const hotelId = match.hotel.id;
  const hotelOffers = useHotelOffers(hotelId, locale);
  const offers =
    hotelOffers.status === 'done' && hotelOffers.data.length > 0 ? hotelOffers.data : [match];
  const carouselLabel = t('notFound.expired.otherOffers', { hotel: match.hotel.label });

  return (
    <>
      <div className={styles.message}>
        <Alert tone="warning">
          <h1 className={styles.title}>{t('notFound.expired.title')}</h1>
          <p>{t('notFound.expired.text')}</p>
        </Alert>
      </div>
      <div className={styles.block}>
        <h2 className={styles.heading}>{carouselLabel}</h2>
        <Carousel
          label={carouselLabel}
          previousLabel={t('notFound.expired.previous')}
          nextLabel={t('notFound.expired.next')}
          itemWidth="var(--not-found-card-width)"
          offset={16}
          className={styles.carousel}
        >
          {offers.map((offer, index) => (
            <div key={offer.id} className={styles.slide} data-testid="hotel-offer">
              <StayCard
                card={offer}
                flow="booking"
                hash=""
                hasDates={false}
                formatTag={formatTag}
                eager={index === 0}
              />
            </div>
          ))}
        </Carousel>
      </div>
    </>
  );
}
