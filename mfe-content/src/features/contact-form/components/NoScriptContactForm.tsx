import { CONTACT_FIELD_PARAM } from '@shop/api-contract';
import { Alert, Button, inputClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../../../i18n';
import { useFormToken } from '../api/get-form-token';
import { CONTACT_FIELDS, type ContactField } from '../lib/contact-rules';
import { contactOutcome } from '../lib/contact-ref';
import {
  AUTOCOMPLETE,
  CONTACT_ACTION,
  CONTACT_ORG_ID,
  contactReturnUrl,
  INPUT_TYPES,
  ReasonOptions,
} from './ContactForm';
import styles from './ContactForm.module.css';

/** The form's fields and its reason, which a refused send may name (`field=` in the address). */
function refusedLabel(search: string): ContactField | 'contact_reason' | null {
  if (contactOutcome(search) !== 'error') return null;
  const field = new URLSearchParams(search).get(CONTACT_FIELD_PARAM);
  if (field === 'contact_reason') return field;
  return CONTACT_FIELDS.find((name) => name === field) ?? null;
}

/**
 * CONT-037 (ADR 0043, ADR 0091): the contact form of a visitor without JavaScript, which the server
 * renders in the contact page's `<noscript>` (a browser running scripts never renders it, nor
 * loads its code): every field at once, the API's rules on send, the served form's token and an
 * empty honeypot instead of the proof of work. A refused send comes back with the field to check.
 */
export default function NoScriptContactForm() {
  const { t } = useTranslation(NAMESPACE);
  const pos = usePlatform((state) => state.market.pos);
  const language = usePlatform((state) => state.language);
  const search = usePlatform((state) => state.location.search);
  const token = useFormToken();
  const id = useId();
  const refused = refusedLabel(search);
  const fieldId = (field: string) => `${id}-${field}`;

  return (
    <form className={styles.form} action={CONTACT_ACTION} method="post">
      {refused === null && contactOutcome(search) === 'error' && (
        <Alert tone="error">{t('contact.sendError')}</Alert>
      )}
      {refused !== null && (
        <Alert tone="error">
          {t('contact.noScript.refused', {
            field:
              refused === 'contact_reason'
                ? t('contact.form.reason')
                : t(`contact.fields.${refused}`),
          })}
        </Alert>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={fieldId('contact_reason')}>
          {t('contact.form.reason')}
        </label>
        <select
          id={fieldId('contact_reason')}
          name="contact_reason"
          className={`${inputClassName} ${styles.control}`}
          required
          aria-invalid={refused === 'contact_reason' ? true : undefined}
          defaultValue=""
        >
          <ReasonOptions />
        </select>
      </div>
      {CONTACT_FIELDS.map((field) => {
        // The booking number depends on the reason (CONT-035): the API checks it on send.
        const required = field !== 'description' && field !== 'Booking_ID__c';
        const hint = field === 'Booking_ID__c' ? fieldId(`${field}-hint`) : undefined;
        return (
          <div className={styles.field} key={field}>
            <label className={styles.label} htmlFor={fieldId(field)}>
              {t(`contact.fields.${field}`)}
              {field === 'description' && (
                <span className={styles.optional}> {t('contact.form.optional')}</span>
              )}
            </label>
            {field === 'description' ? (
              <textarea
                id={fieldId(field)}
                name={field}
                className={`${inputClassName} ${styles.control} ${styles.textarea}`}
                maxLength={32_000}
              />
            ) : (
              <input
                id={fieldId(field)}
                name={field}
                type={INPUT_TYPES[field]}
                inputMode={field === 'Booking_ID__c' ? 'numeric' : undefined}
                autoComplete={AUTOCOMPLETE[field]}
                required={required}
                aria-invalid={refused === field ? true : undefined}
                aria-describedby={hint}
                className={`${inputClassName} ${styles.control}`}
              />
            )}
            {hint && (
              <span id={hint} className={styles.optional}>
                {t('contact.noScript.bookingIdHint')}
              </span>
            )}
          </div>
        );
      })}
      {/* People never see nor reach this field, styles or not; robots fill it (ADR 0091). */}
      <div hidden>
        <label htmlFor={fieldId('website')}>{t('contact.noScript.honeypot')}</label>
        <input id={fieldId('website')} name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="orgid" value={CONTACT_ORG_ID} />
      <input type="hidden" name="status" value="New" />
      <input type="hidden" name="language" value={language.slice(0, 2)} />
      <input type="hidden" name="pos" value={pos} />
      <input type="hidden" name="retURL" value={contactReturnUrl(search)} />
      <input type="hidden" name="formToken" value={token ?? ''} />
      <div className={styles.actions}>
        <Button type="submit">{t('contact.form.send')}</Button>
      </div>
    </form>
  );
}
