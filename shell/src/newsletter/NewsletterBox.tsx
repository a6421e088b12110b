import { Button, TextField } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { type FormEvent, useId, useState } from 'react';
import { SHELL_LATER_NAMESPACE } from '../i18n-later';
import { subscribeFromBox } from './api/subscribe-newsletter';
import { isValidEmail, subscriptionPlace, trackNewsletterLead } from './newsletter-rules';
import styles from './Newsletter.module.css';

/**
 * CONT-048..050: the footer's newsletter box: idle, then the welcome message once the API answers
 * 200 or 201; a failure leaves it unsent with nothing shown. The e-mail is checked on blur and on
 * Enter, and sent only when valid.
 */
export default function NewsletterBox() {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const market = usePlatform((state) => state.market);
  const locale = usePlatform((state) => state.locale);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const titleId = useId();

  const check = () => {
    const valid = isValidEmail(email);
    setError(valid ? undefined : t('newsletter.invalidEmail'));
    return valid;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check() || state !== 'idle') return;
    setState('sending');
    try {
      const sent = await subscribeFromBox({
        email: email.trim(),
        ...subscriptionPlace(market, locale),
      });
      setState(sent ? 'sent' : 'idle');
      if (sent) trackNewsletterLead('footer');
    } catch {
      setState('idle'); // CONT-049: nothing is shown on failure
    }
  };

  return (
    <section aria-labelledby={titleId} className={styles.box}>
      <h2 id={titleId} className={styles.title}>
        {t('newsletter.title')}
      </h2>
      {state === 'sent' ? (
        <p role="status">{t('newsletter.welcome')}</p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
          <p className={styles.text}>{t('newsletter.text')}</p>
          <TextField
            label={t('newsletter.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => email !== '' && check()}
          />
          <Button type="submit" disabled={state === 'sending'}>
            {t('newsletter.subscribe')}
          </Button>
        </form>
      )}
    </section>
  );
}
