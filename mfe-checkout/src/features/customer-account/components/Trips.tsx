import { PageSkeleton } from '@shop/design-system';
import { formatDate, formatPrice, useTranslation } from '@shop/i18n';
import { Link, paths, usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';
import { useFormatTag } from '../../../lib/use-format-tag';
import { useTrips } from '../api/account-data';
import { SectionProblem } from './SignedInOnly';

/** `/account/trips`: the customer's orders, newest first, each opening its booking page. */
export function Trips() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { t: tCheckout } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const locale = usePlatform((state) => state.locale);
  const trips = useTrips(locale);
  if (trips.error) return <SectionProblem error={trips.error} />;
  if (!trips.data) return <PageSkeleton />;
  return (
    <section aria-labelledby="account-trips" data-testid="account-trips">
      <h2 id="account-trips">{t('customer.trips.title')}</h2>
      {trips.data.trips.length === 0 ? <p>{t('customer.trips.none')}</p> : null}
      <ul>
        {trips.data.trips.map((trip) => (
          <li key={trip.orderUUID} data-testid="trip">
            <Link to={paths.confirmation(trip.orderUUID, { token: trip.viewToken })}>
              {trip.stay?.label || trip.activityVoucher?.label || t('customer.trips.order')}
            </Link>{' '}
            <span>{t('customer.trips.number', { number: trip.bookingNumber })}</span>
            {trip.stay ? (
              <span>
                {' · '}
                {tCheckout('stay.datesValue', {
                  checkin: formatDate(trip.stay.checkinDate, tag),
                  checkout: formatDate(trip.stay.checkoutDate, tag),
                })}
              </span>
            ) : null}
            <span>
              {' · '}
              {formatPrice(trip.amount, tag)} · {t(`customer.trips.status.${trip.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
