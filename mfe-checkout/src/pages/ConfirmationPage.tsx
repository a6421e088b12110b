import { useTranslation } from '@shop/i18n';
import { type RemotePageProps, usePlatform } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { PageSkeleton } from '@shop/design-system';
import { lazy, Suspense } from 'react';
import { Confirmation } from '../features/confirmation/components/Confirmation';
import { NAMESPACE } from '../i18n';
import styles from './CheckoutPage.module.css';

/** The printable gift voucher (?print=voucher, ADR 0072), only when asked for. */
const PrintableVoucher = lazy(() =>
  import('../features/confirmation/components/PrintableVoucher').then((module) => ({
    default: module.PrintableVoucher,
  })),
);

/** LEFT-041: /confirmation/{orderUUID}?status=success&gaId=…; ?print=voucher: the gift voucher. */
export default function ConfirmationPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const search = usePlatform((state) => state.location.search);
  const print = new URLSearchParams(search).get('print') === 'voucher';
  const title = t(print ? 'pages.voucher.title' : 'pages.confirmation.title');
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {print ? (
        <Suspense fallback={<PageSkeleton />}>
          <PrintableVoucher orderUUID={params.orderUUID ?? ''} />
        </Suspense>
      ) : (
        <Confirmation orderUUID={params.orderUUID ?? ''} />
      )}
    </div>
  );
}
