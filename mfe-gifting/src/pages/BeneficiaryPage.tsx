import { useTranslation } from '@shop/i18n';
import type { RemotePageProps } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { GiftCodeLookup } from '../features/gift-code-lookup/components/GiftCodeLookup';
import { NAMESPACE } from '../i18n';
import styles from './GiftingPage.module.css';

/**
 * SHELL-038, issue 13 item 5: /beneficiary/login, the header's "I have received a box / getaway
 * gift": whoever received a gift card or voucher checks its code and books with it.
 */
export default function BeneficiaryPage(_props: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  usePageTitle(t('beneficiary.title'));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('beneficiary.title')}</h1>
      <p className={styles.lead}>{t('beneficiary.lead')}</p>
      <GiftCodeLookup />
    </div>
  );
}
