import { Button, Modal, TextField } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { type FormEvent, useEffect, useState } from 'react';
import { SHELL_LATER_NAMESPACE } from '../i18n-later';
import { subscribeFromModal } from './api/subscribe-newsletter';
import {
  isValidEmail,
  NEWSLETTER_CLOSE_AFTER_MS,
  recordHandled,
  subscriptionPlace,
  trackNewsletterLead,
} from './newsletter-rules';
import styles from './Newsletter.module.css';

/** CONT-055: the modal's subscriptions carry this source. */
export const MODAL_SOURCE = 'modal';

/**
 * CONT-051..055: the newsletter modal. Closing or subscribing records the acquisition flag;
 * submit goes loading → success (closes after 1.2 s) or error; submit is disabled while loading
 * and after success; focusing the field clears the error. A failure is logged, nothing more.
 */
export default function NewsletterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const market = usePlatform((state) => state.market);
  const locale = usePlatform((state) => state.locale);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, setState] = useState<'idle' | 'loading' | 'success' | 'error'>('idle');

  const close = () => {
    recordHandled();
    onClose();
  };

  useEffect(() => {
    if (state !== 'success') return;
    const timer = setTimeout(close, NEWSLETTER_CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setInvalid(true);
      return;
    }
    setState('loading');
    try {
      await subscribeFromModal(
        { email: email.trim(), ...subscriptionPlace(market, locale) },
        MODAL_SOURCE,
      );
      recordHandled();
      setState('success');
      trackNewsletterLead('modal');
    } catch (error) {
      // CONT-054: logged, state back to error (nothing is shown but the field's own check).
      console.error('Newsletter subscription failed', error);
      setState('error');
    }
  };

  return (
    <Modal open onClose={close} title={t('newsletter.modalTitle')} closeLabel={t('close')} size="s">
      {state === 'success' ? (
        <p role="status">{t('newsletter.welcome')}</p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
          <p className={styles.text}>{t('newsletter.modalText')}</p>
          <TextField
            label={t('newsletter.email')}
            type="email"
            autoComplete="email"
            value={email}
            error={invalid ? t('newsletter.invalidEmail') : undefined}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => email !== '' && setInvalid(!isValidEmail(email))}
            onFocus={() => {
              setInvalid(false);
              if (state === 'error') setState('idle');
            }}
            data-state={state}
          />
          <Button type="submit" disabled={state === 'loading'}>
            {t('newsletter.subscribe')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
