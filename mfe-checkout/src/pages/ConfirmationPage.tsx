import { useTranslation } from '@shop/i18n';
import type { RemotePageProps } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { Confirmation } from '../features/confirmation/components/Confirmation';
import { NAMESPACE } from '../i18n';
import styles from './CheckoutPage.module.css';

/** LEFT-041: /confirmation/{orderUUID}?status=success&gaId=… */
export default function ConfirmationPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('pages.confirmation.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('pages.confirmation.title')}</h1>
      <Confirmation orderUUID={params.orderUUID ?? ''} />
    </div>
  );
}
