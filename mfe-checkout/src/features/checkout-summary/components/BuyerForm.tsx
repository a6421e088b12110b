import { inputClassName, TextField } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { useId } from 'react';
import { NAMESPACE } from '../../../i18n';
import {
  BUYER_COUNTRIES,
  BUYER_MAX_LENGTH,
  type BuyerError,
  type BuyerField,
  type BuyerValues,
  CIVILITY_OPTIONS,
} from '../lib/buyer-rules';
import styles from './BookingSummary.module.css';

const TEXT_FIELDS: readonly { field: BuyerField; autoComplete: string; type?: string }[] = [
  { field: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', autoComplete: 'family-name' },
  { field: 'email', autoComplete: 'email', type: 'email' },
  { field: 'phoneNumber', autoComplete: 'tel', type: 'tel' },
  { field: 'addressLine', autoComplete: 'street-address' },
  { field: 'postalCode', autoComplete: 'postal-code' },
  { field: 'city', autoComplete: 'address-level2' },
];

export interface BuyerFormProps {
  values: BuyerValues;
  errors: Partial<Record<BuyerField, BuyerError>>;
  onChange: (field: BuyerField, value: string) => void;
  onBlur: (field: BuyerField) => void;
}

/** CHK-033: the buyer: civility, names, e-mail, phone, address, postal code, city, country. */
export function BuyerForm({ values, errors, onChange, onBlur }: BuyerFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const message = (field: BuyerField) => {
    const error = errors[field];
    return error ? t(`buyer.errors.${error}`, { maxlength: BUYER_MAX_LENGTH[field] }) : undefined;
  };
  const select = (field: 'civility' | 'country', options: readonly string[]) => {
    const error = message(field);
    return (
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-${field}`}>
          {t(`buyer.fields.${field}`)}
        </label>
        <select
          id={`${id}-${field}`}
          name={field}
          className={inputClassName}
          value={values[field]}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${field}-error` : undefined}
          onChange={(event) => onChange(field, event.currentTarget.value)}
          onBlur={() => onBlur(field)}
        >
          <option value="">{t('buyer.choose')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {t(`buyer.${field === 'civility' ? 'civilities' : 'countries'}.${option}`)}
            </option>
          ))}
        </select>
        {error ? (
          <span id={`${id}-${field}-error`} className={styles.error}>
            {error}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <fieldset className={styles.buyer} data-testid="buyer-form">
      <legend className={styles.legend}>{t('buyer.title')}</legend>
      {select('civility', CIVILITY_OPTIONS)}
      {TEXT_FIELDS.map(({ field, autoComplete, type }) => (
        <TextField
          key={field}
          name={field}
          label={t(`buyer.fields.${field}`)}
          type={type ?? 'text'}
          autoComplete={autoComplete}
          required
          maxLength={BUYER_MAX_LENGTH[field]}
          value={values[field]}
          error={message(field)}
          onChange={(event) => onChange(field, event.currentTarget.value)}
          onBlur={() => onBlur(field)}
        />
      ))}
      {select('country', BUYER_COUNTRIES)}
    </fieldset>
  );
}
