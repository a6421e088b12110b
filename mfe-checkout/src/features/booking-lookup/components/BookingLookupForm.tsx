import { Button, TextField } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { type FormEvent, useId, useState } from 'react';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';
import type { BookingProof } from '../api/lookup-order';
import { type LookupFormErrors, normalizeBookingNumber, validateLookup } from '../lib/lookup-form';
import styles from './BookingLookupForm.module.css';

export interface BookingLookupFormProps {
  onLookup: (proof: BookingProof) => void;
  busy: boolean;
  initialBookingNumber?: string | undefined;
  /** BEY-015: a signed-in care agent looks up by booking number alone. */
  emailOptional?: boolean;
}

/** BEY-003: "Check my booking": the booking number and the e-mail used to book. */
export function BookingLookupForm({
  onLookup,
  busy,
  initialBookingNumber = '',
  emailOptional = false,
}: BookingLookupFormProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [bookingNumber, setBookingNumber] = useState(initialBookingNumber);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<LookupFormErrors>({});
  const id = useId();
  const focus = (field: string) => document.getElementById(`${id}-${field}`)?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLookup(bookingNumber, email, emailOptional);
    setErrors(found);
    if (found.bookingNumber) return focus('number');
    if (found.email) return focus('email');
    onLookup({ bookingNumber: normalizeBookingNumber(bookingNumber), email: email.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="lookup-title">
      <h2 id="lookup-title">{t('account.lookup.title')}</h2>
      <p>{t('account.lookup.intro')}</p>
      <TextField
        id={`${id}-number`}
        label={t('account.lookup.bookingNumber')}
        name="bookingNumber"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={bookingNumber}
        onChange={(event) => setBookingNumber(event.target.value)}
        error={errors.bookingNumber && t('account.lookup.errors.bookingNumber')}
      />
      <TextField
        id={`${id}-email`}
        label={t('account.lookup.email')}
        name="email"
        type="email"
        required={!emailOptional}
        autoComplete="email"
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email && t('account.lookup.errors.email')}
      />
      <Button type="submit" aria-busy={busy || undefined} disabled={busy}>
        {busy ? t('account.lookup.searching') : t('account.lookup.submit')}
      </Button>
    </form>
  );
}
