import { useTranslation } from '@shop/i18n';
import type { RemotePageProps } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { Alert } from '@shop/design-system';
import { GiftSetup } from '../widgets/gift-setup/components/GiftSetup';
import { NAMESPACE } from '../i18n';
import { productIdOf } from '../lib/product-id';
import styles from './GiftSetupPage.module.css';

/** GIFT-001 (§2.7): /gifting/{productId} — the gift setup of a weekend offered without dates. */
export default function GiftSetupPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const title = t('pages.giftSetup.title');
  usePageTitle(title);
  const productId = productIdOf(params.productId);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {productId === null ? (
        <Alert tone="warning">{t('setup.notFound')}</Alert>
      ) : (
        <GiftSetup productId={productId} />
      )}
    </div>
  );
}
