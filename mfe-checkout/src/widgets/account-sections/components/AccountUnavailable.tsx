import { Alert } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';

/**
 * The account sections (sign-in, trips, profile, wishlist) while customer accounts are not
 * offered: said plainly, with "Check my booking" right below (never a blank page).
 */
export function AccountUnavailable() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <Alert tone="info" title={t('account.unavailable.title')}>
      {t('account.unavailable.text')}
    </Alert>
  );
}
