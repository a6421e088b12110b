import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { CONSENT_FORM, openConsentPreferences, paths, saveConsent } from '@shop/platform';
import type { FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { SHELL_LATER_NAMESPACE } from '../i18n-later';
import styles from './Consent.module.css';

/** The choice the banner's form was sent with, from the button that sent it. */
function choiceOf(event: FormEvent<HTMLFormElement>): string | undefined {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter instanceof HTMLButtonElement ? submitter.value : undefined;
}

/**
 * BEY-004: the first-visit banner. "Reject all" sits beside "Accept all", same size and style,
 * one click each; "Choose" opens the choice per purpose. Not a modal: the page stays usable.
 * The two are a form's buttons (ADR 0100): a served page shows the banner before its code runs,
 * and a choice made then, or without JavaScript, is sent to the server, which records it; with
 * the code running, the choice is recorded here and the page stays.
 */
export function ConsentBanner() {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const { pathname, search } = useLocation();
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = choiceOf(event);
    if (choice === 'accept' || choice === 'reject')
      void saveConsent({ analytics: choice === 'accept', ads: choice === 'accept' });
  };
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
        <form
          className={styles.actions}
          method="post"
          action={CONSENT_FORM.action}
          onSubmit={choose}
        >
          <input type="hidden" name={CONSENT_FORM.back} value={`${pathname}${search}`} />
          <Button variant="secondary" type="submit" name={CONSENT_FORM.choice} value="reject">
            {t('consent.rejectAll')}
          </Button>
          <Button variant="secondary" type="submit" name={CONSENT_FORM.choice} value="accept">
            {t('consent.acceptAll')}
          </Button>
          <Button variant="neutral" className={styles.last} onClick={openConsentPreferences}>
            {t('consent.choose')}
          </Button>
        </form>
      </div>
    </section>
  );
}
