import { useTranslation } from '@shop/i18n';
import { type RemotePageProps, usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { NAMESPACE } from '../i18n';
import { AccountUnavailable } from '../widgets/account-sections/components/AccountUnavailable';
import {
  accountSection,
  bookingNumberParam,
} from '../widgets/account-sections/lib/account-section';
import { BookingRetrieval } from '../widgets/booking-retrieval/components/BookingRetrieval';
import styles from './AccountPage.module.css';

/**
 * `/account/*`: "Check my booking" (BEY-003) with the booking's modification (CHK-027..031) and
 * the care agent's look-up (BEY-015). The customer-account sections (sign-in by one-time link,
 * trips, profile, wishlist) exist only behind the customer-account toggle; until they are built,
 * or with the toggle off, they say so above the booking look-up.
 */
export default function AccountPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const section = accountSection(params['*']);
  const booking = bookingNumberParam(usePlatform((state) => state.location.search));
  usePageTitle(t('account.lookup.title'));

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('pages.account.title')}</h1>
      {section !== 'lookup' && <AccountUnavailable />}
      {/* A new booking handed over (care panel) starts a new look-up. */}
      <BookingRetrieval key={booking} initialBookingNumber={booking} />
    </div>
  );
}
