import { ApiRequestError } from '@shop/api-contract';
import { Alert, buttonClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, paths, usePlatform } from '@shop/platform';
import type { ReactNode } from 'react';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';

/** A section's read failed: signed out (401) leads to the sign-in link, anything else says so. */
export function SectionProblem({ error }: { error: unknown }): ReactNode {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const pathname = usePlatform((state) => state.location.pathname);
  if (error instanceof ApiRequestError && error.status === 401) {
    return (
      <Alert tone="info" title={t('customer.signedOut')}>
        <p>
          <Link to={paths.signIn(pathname)} className={buttonClassName()}>
            {t('customer.signin.title')}
          </Link>
        </p>
      </Alert>
    );
  }
  return <Alert tone="error">{t('customer.failed')}</Alert>;
}
