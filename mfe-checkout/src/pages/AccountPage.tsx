import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { preloadNamespace } from '@shop/i18n/preload';
import { navigate, paths, type RemotePageProps, usePlatform } from '@shop/platform';
import { signOut, useAccount } from '@shop/platform/account';
import { usePageTitle } from '@shop/platform/page-title';
import { lazy, Suspense } from 'react';
import { ACCOUNT_NAMESPACE } from '../i18n-account';
import { AccountUnavailable } from '../widgets/account-sections/components/AccountUnavailable';
import {
  type AccountSection,
  accountSection,
  bookingNumberParam,
} from '../widgets/account-sections/lib/account-section';
import { BookingRetrieval } from '../widgets/booking-retrieval/components/BookingRetrieval';
import styles from './AccountPage.module.css';

// The account section's copy downloads with this page's code, beside the app's own copy.
preloadNamespace(ACCOUNT_NAMESPACE);

/** The customer-account sections load only where they are shown (the toggle is off by default). */
const SECTIONS = {
  signin: lazy(() =>
    import('../features/customer-account/components/SignIn').then((m) => ({ default: m.SignIn })),
  ),
  trips: lazy(() =>
    import('../features/customer-account/components/Trips').then((m) => ({ default: m.Trips })),
  ),
  profile: lazy(() =>
    import('../features/customer-account/components/Profile').then((m) => ({
      default: m.Profile,
    })),
  ),
  wishlist: lazy(() =>
    import('../features/customer-account/components/AccountWishlist').then((m) => ({
      default: m.AccountWishlist,
    })),
  ),
} satisfies Record<Exclude<AccountSection, 'lookup'>, unknown>;

/**
 * `/account/*`: "Check my booking" (BEY-003) with the booking's modification (CHK-027..031) and
 * the care agent's look-up (BEY-015). With the customer-account toggle on, `/account/signin`
 * (one-time link), `/account/trips`, `/account/settings/profile` and `/account/wishlist` (ADR
 * 0046); with it off they say so above the booking look-up.
 */
export default function AccountPage({ params }: RemotePageProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const section = accountSection(params['*']);
  const accountsOn = usePlatform((state) => state.flags.customerAccount);
  const signedIn = useAccount((state) => state.signedIn);
  const booking = bookingNumberParam(usePlatform((state) => state.location.search));
  usePageTitle(t(section === 'lookup' ? 'account.lookup.title' : `customer.${section}.title`));

  if (section !== 'lookup' && accountsOn) {
    const Section = SECTIONS[section];
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('account.pageTitle')}</h1>
        {signedIn && section !== 'signin' ? (
          <Button
            variant="secondary"
            onClick={() => {
              void signOut().then(() => navigate(paths.account()));
            }}
          >
            {t('customer.signOut')}
          </Button>
        ) : null}
        <Suspense fallback={null}>
          <Section />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.pageTitle')}</h1>
      {section !== 'lookup' && <AccountUnavailable />}
      {/* A new booking handed over (care panel) starts a new look-up. */}
      <BookingRetrieval key={booking} initialBookingNumber={booking} />
    </div>
  );
}
