import { navigate, paths, platformStore, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { type FormEvent, useId, useState } from 'react';
import styles from '../header/Header.module.css';
import { logoutAgent } from './api/care-logout';

/** BEY-015: what the agent types in the panel's booking look-up: 8 digits, spaces and dashes aside. */
export function carePanelBookingNumber(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{8}$/.test(digits) ? digits : null;
}

/**
 * SHELL-051: the agent panel shown on every page in customer-care mode; BEY-015: its booking
 * look-up opens the booking in "Check my booking" (mfe-checkout), where the agent's session
 * lets the booking number alone find it.
 */
export function CarePanel() {
  const { t } = useTranslation('shell');
  const agent = usePlatform((state) => state.agent);
  const [bookingNumber, setBookingNumber] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = useId();
  if (!agent) return null;

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const booking = carePanelBookingNumber(bookingNumber);
    setInvalid(booking === null);
    if (booking) navigate(paths.account('', { booking }));
  };

  return (
    <div className={styles.care} data-testid="care-panel">
      <div className={styles.careBar}>
        <strong>{t('care.mode')}</strong>
        <span>{t('care.signedInAs', { name: agent.name })}</span>
        <form role="search" aria-label={t('care.lookup.title')} onSubmit={lookUp} noValidate>
          <label htmlFor={`${id}-booking`}>{t('care.lookup.label')}</label>{' '}
          <input
            id={`${id}-booking`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            value={bookingNumber}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => setBookingNumber(event.target.value)}
          />{' '}
          <button type="submit">{t('care.lookup.submit')}</button>
          {invalid && (
            <span id={`${id}-error`} role="alert">
              {' '}
              {t('care.lookup.invalid')}
            </span>
          )}
        </form>
        <button
          type="button"
          onClick={async () => {
            await logoutAgent();
            platformStore.setState({ agent: null });
          }}
        >
          {t('care.signOut')}
        </button>
      </div>
    </div>
  );
}

export default CarePanel;
