import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { openConsentPreferences, paths, saveConsent } from '@shop/platform';
import { Link } from 'react-router';
import { SHELL_LATER_NAMESPACE } from '../i18n-later';
import styles from './Consent.module.css';

/**
 * BEY-004: the first-visit banner. "Reject all" sits beside "Accept all", same size and style,
 * one click each; "Choose" opens the choice per purpose. Not a modal: the page stays usable.
 */
export function ConsentBanner() {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  return (
    <section className={styles.banner} aria-labelledby="consent-title" data-testid="consent-banner">
      <div className={styles.inner}>
        <div className={styles.text}>
          <h2 id="consent-title" className={styles.title}>
            {t('consent.bannerTitle')}
          </h2>
          <p>
            {t('consent.bannerText')}{' '}
            <Link to={paths.staticPage('cookies')}>{t('consent.policy')}</Link>
          </p>
        </div>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => void saveConsent({ analytics: false, ads: false })}
          >
            {t('consent.rejectAll')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void saveConsent({ analytics: true, ads: true })}
          >
            {t('consent.acceptAll')}
          </Button>
          <Button variant="neutral" onClick={openConsentPreferences}>
            {t('consent.choose')}
          </Button>
        </div>
      </div>
    </section>
  );
}
