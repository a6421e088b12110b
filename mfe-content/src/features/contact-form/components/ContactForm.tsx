import { CONTACT_FIELD_PARAM, CONTACT_REASONS, type ContactReason } from '@shop/api-contract';
import { Alert, Button, inputClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { paths, usePlatform } from '@shop/platform';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { NAMESPACE } from '../../../i18n';
import { humanCheckToken } from '@shop/platform/human-check';
import {
  CONTACT_FIELDS,
  CONTACT_REASON_ORDER,
  type ContactError,
  type ContactField,
  type ContactValues,
  asksBookingId,
  isRequired,
  validateAll,
  validateField,
} from '../lib/contact-rules';
import { emailSuggestion } from '../lib/email-hint';
import { isDesktop, postNatively } from '../lib/native-post';
import styles from './ContactForm.module.css';

/** API-042: where the form posts, with or without JavaScript (LEFT-023). */
export const CONTACT_ACTION = '/api/front/contact';
/** The organisation id the ticketing provider files the ticket under (CONT-036). */
export const CONTACT_ORG_ID = 'weekend-shop';

const EMPTY: ContactValues = { Booking_ID__c: '', name: '', email: '', phone: '', description: '' };

export const INPUT_TYPES: Record<ContactField, string> = {
  Booking_ID__c: 'text',
  name: 'text',
  email: 'email',
  phone: 'tel',
  description: 'text',
};
export const AUTOCOMPLETE: Partial<Record<ContactField, string>> = {
  name: 'name',
  email: 'email',
  phone: 'tel',
};

const trimmed = (values: ContactValues): ContactValues => ({
  Booking_ID__c: values.Booking_ID__c.trim(),
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  description: values.description,
});

/**
 * The address the ticketing provider sends the visitor back to: this page, without what the last
 * send's answer added (its ref, the refused field).
 */
export function contactReturnUrl(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('ref');
  query.delete(CONTACT_FIELD_PARAM);
  return paths.contact(Object.fromEntries(query));
}

/** The reason's choices (CONT-034), after the placeholder, which is none of them. */
export function ReasonOptions() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <option value="">{t('contact.form.reasonPlaceholder')}</option>
      {CONTACT_REASON_ORDER.map((value) => (
        <option key={value} value={value}>
          {t(`contact.reasons.${value}`)}
        </option>
      ))}
    </>
  );
}

export interface ContactFormProps {
  /** The previous send came back with an error (ref=contact_error): show the alert (CONT-038). */
  initialSendError?: boolean;
}

/**
 * The contact form (CONT-033..047): the reason first, then the fields with their rules, checked on
 * blur and on send; a valid form is posted natively to the ticketing endpoint with the human-check
 * token (skipped in care mode), so the browser follows the answer's redirect to the thank-you state.
 */
export function ContactForm({ initialSendError = false }: ContactFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const careMode = usePlatform((state) => state.careMode);
  const pos = usePlatform((state) => state.market.pos);
  const language = usePlatform((state) => state.language);
  const search = usePlatform((state) => state.location.search);
  const summaryRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const [reason, setReason] = useState<ContactReason | ''>('');
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [summary, setSummary] = useState<ContactField[]>([]);
  const [sendError, setSendError] = useState(initialSendError);
  const [sending, setSending] = useState(false);
  const [token, setToken] = useState('');

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const errorOf = (field: ContactField): ContactError | null =>
    reason === '' || !touched[field] ? null : validateField(field, values[field], reason, pos);

  const update = (field: ContactField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onBlur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.currentTarget.name as ContactField;
    setTouched((current) => ({ ...current, [field]: true }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && isDesktop()) {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason === '' || sending) return;
    const form = event.currentTarget;
    const errors = validateAll(values, reason, pos);
    const invalid = CONTACT_FIELDS.filter((field) => errors[field] !== undefined);
    setTouched(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, true])));
    setSummary(invalid);
    if (invalid.length > 0) {
      setSendError(false);
      // The summary renders with this state; focus it once it is there.
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    // The API reads the fields as posted: send them as they were checked, trimmed.
    flushSync(() => setValues((current) => trimmed(current)));
    if (careMode) {
      setSendError(false);
      postNatively(form);
      return;
    }
    setSending(true);
    try {
      const solved = await humanCheckToken();
      flushSync(() => {
        setToken(solved);
        setSendError(false);
      });
      postNatively(form);
    } catch {
      setSendError(true);
      setSending(false);
    }
  };

  const mapping = reason === '' ? null : CONTACT_REASONS[reason];
  const visibleFields = CONTACT_FIELDS.filter(
    (field) => field !== 'Booking_ID__c' || (reason !== '' && asksBookingId(reason)),
  );
  const suggestion = touched.email ? emailSuggestion(values.email) : null;

  return (
    <form
      className={styles.form}
      action={CONTACT_ACTION}
      method="post"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={sending}
    >
      {sendError && <Alert tone="error">{t('contact.sendError')}</Alert>}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-reason`}>
          {t('contact.form.reason')}
        </label>
        <select
          id={`${id}-reason`}
          name="contact_reason"
          className={`${inputClassName} ${styles.control}`}
          value={reason}
          required
          onChange={(event) => {
            setReason(event.currentTarget.value as ContactReason | '');
            setSummary([]);
          }}
        >
          <ReasonOptions />
        </select>
      </div>

      {reason !== '' && mapping && (
        <>
          {summary.length > 0 && (
            <div
              ref={summaryRef}
              className={styles.summary}
              tabIndex={-1}
              role="alert"
              aria-labelledby={`${id}-summary`}
            >
              <h3 id={`${id}-summary`} className={styles.summaryTitle}>
                {t('contact.form.summary', { count: summary.length })}
              </h3>
              <ul>
                {summary.map((field) => {
                  const error = validateField(field, values[field], reason, pos);
                  return (
                    <li key={field}>
                      <a
                        href={`#${fieldId(field)}`}
                        onClick={(event) => {
                          // Focus the field without touching the address (the hash is the page's).
                          event.preventDefault();
                          document.getElementById(fieldId(field))?.focus();
                        }}
                      >
                        {t(`contact.fields.${field}`)}: {error ? t(`contact.errors.${error}`) : ''}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </div>
          )}

          {visibleFields.map((field) => {
            const required = isRequired(field, reason);
            const error = errorOf(field);
            const state = touched[field] && required ? (error ? styles.invalid : styles.valid) : '';
            const describedBy = [
              error ? `${fieldId(field)}-error` : '',
              field === 'email' && suggestion ? `${fieldId(field)}-hint` : '',
            ]
              .filter(Boolean)
              .join(' ');
            const common = {
              id: fieldId(field),
              name: field,
              value: values[field],
              required,
              'aria-required': required,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': describedBy || undefined,
              onBlur,
            } as const;
            return (
              <div className={styles.field} key={field}>
                <label className={styles.label} htmlFor={fieldId(field)}>
                  {t(`contact.fields.${field}`)}
                  {!required && (
                    <span className={styles.optional}> {t('contact.form.optional')}</span>
                  )}
                </label>
                {field === 'description' ? (
                  <textarea
                    {...common}
                    className={`${inputClassName} ${styles.control} ${styles.textarea}`}
                    maxLength={32_000}
                    onChange={(event) => update(field, event.currentTarget.value)}
                  />
                ) : (
                  <input
                    {...common}
                    type={INPUT_TYPES[field]}
                    inputMode={field === 'Booking_ID__c' ? 'numeric' : undefined}
                    autoComplete={AUTOCOMPLETE[field]}
                    className={`${inputClassName} ${styles.control} ${state}`}
                    onChange={(event) => update(field, event.currentTarget.value)}
                    onKeyDown={onKeyDown}
                  />
                )}
                {error && (
                  <span id={`${fieldId(field)}-error`} className={styles.error}>
                    {t(`contact.errors.${error}`)}
                  </span>
                )}
                {field === 'email' && suggestion && (
                  <button
                    type="button"
                    id={`${fieldId(field)}-hint`}
                    className={styles.hint}
                    onClick={() => update('email', suggestion)}
                  >
                    {t('contact.form.emailHint', { suggestion })}
                  </button>
                )}
              </div>
            );
          })}

          <input type="hidden" name="requestType" value={mapping.requestType} />
          <input type="hidden" name="requestSubtype" value={mapping.requestSubtype} />
          <input type="hidden" name="orgid" value={CONTACT_ORG_ID} />
          <input type="hidden" name="status" value="New" />
          <input type="hidden" name="type" value={mapping.requestType} />
          <input type="hidden" name="subtype" value={mapping.requestSubtype} />
          <input type="hidden" name="language" value={language.slice(0, 2)} />
          <input type="hidden" name="pos" value={pos} />
          <input type="hidden" name="retURL" value={contactReturnUrl(search)} />
          <input type="hidden" name="humanCheck" value={token} />

          <div className={styles.actions}>
            <Button type="submit" disabled={sending}>
              {t('contact.form.send')}
            </Button>
            {sending && <span role="status">{t('contact.form.checking')}</span>}
          </div>
        </>
      )}
    </form>
  );
}
