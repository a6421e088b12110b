import {
  GIFT_LIMIT_MESSAGE_MS,
  type GiftField,
  type GiftFieldError,
  type GiftFieldRule,
  limitTyping,
} from '@shop/criteria';
import { TextField } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './GiftSetupParts.module.css';

export type GiftValues = Record<GiftField, string>;
export type GiftErrors = Partial<Record<GiftField, GiftFieldError>>;

/**
 * GIFT-020..023: fromName (≤ 40, text only) and message (≤ 180, hint "Max. 180 characters").
 * Typing beyond a limit is blocked and "The field is limited to {maxlength} characters" shows for
 * one second; the errors come from the caller (checked on blur and on submit).
 */
export function CustomizationForm({
  rules,
  values,
  errors,
  onChange,
  onBlur,
}: {
  rules: Record<GiftField, GiftFieldRule>;
  values: GiftValues;
  errors: GiftErrors;
  onChange: (field: GiftField, value: string) => void;
  onBlur: (field: GiftField) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [limited, setLimited] = useState<GiftField | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const messageId = useId();
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const type = (field: GiftField, text: string) => {
    const { value, blocked } = limitTyping(text, rules[field].maxLength);
    if (blocked) {
      if (timer.current !== null) clearTimeout(timer.current);
      setLimited(field);
      timer.current = setTimeout(() => {
        timer.current = null;
        setLimited(null);
      }, GIFT_LIMIT_MESSAGE_MS);
    }
    onChange(field, value);
  };
  const errorText = (field: GiftField): string | undefined => {
    if (limited === field) {
      return t('setup.form.limited', { maxlength: rules[field].maxLength });
    }
    const error = errors[field];
    if (!error) return undefined;
    if (error === 'tooLong') return t('setup.form.limited', { maxlength: rules[field].maxLength });
    return t(`setup.form.${error}`);
  };

  const messageError = errorText('message');
  const describedBy = [`${messageId}-hint`, messageError ? `${messageId}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('setup.form.legend')}</legend>
      <TextField
        label={t(rules.fromName.mandatory ? 'setup.form.fromNameRequired' : 'setup.form.fromName')}
        name="fromName"
        autoComplete="given-name"
        value={values.fromName}
        required={rules.fromName.mandatory}
        error={errorText('fromName')}
        onChange={(event) => type('fromName', event.target.value)}
        onBlur={() => onBlur('fromName')}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={messageId}>
          {t(rules.message.mandatory ? 'setup.form.messageRequired' : 'setup.form.message')}
        </label>
        <textarea
          id={messageId}
          name="message"
          className={styles.textarea}
          value={values.message}
          required={rules.message.mandatory}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => type('message', event.target.value)}
          onBlur={() => onBlur('message')}
        />
        <span id={`${messageId}-hint`} className={styles.hint}>
          {t('setup.form.messageHint', { maxlength: rules.message.maxLength })}
        </span>
        {messageError ? (
          <span id={`${messageId}-error`} className={styles.error}>
            {messageError}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}
