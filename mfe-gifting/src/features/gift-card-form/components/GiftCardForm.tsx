import type { GiftCardOptions } from '@shop/api-contract';
import { sameSiteImage } from '@shop/criteria';
import { Alert, Button, inputClassName, RadioGroup, TextField } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { navigate, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { readGiftCardChoice, saveGiftCardChoice } from '@shop/platform/gift-handoff';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';
import {
  clampToLimit,
  defaultAmount,
  EMPTY_GIFT_CARD,
  type GiftCardError,
  type GiftCardField,
  type GiftCardValues,
  giftCardItemOf,
  maxLengthOf,
  validateGiftCard,
  validateGiftCardField,
  valuesOf,
} from '../lib/gift-card-form';
import styles from './GiftCardForm.module.css';

/** GIFT-020: how long "The field is limited to … characters" shows after a cut. */
export const LIMIT_MESSAGE_MS = 1_000;

/** The gift-card segment of the checkout: /checkout/giftcard/summary (ADR 0077). */
export const GIFT_CARD_CHECKOUT = 'giftcard';

/**
 * GIFT-025: amount, design, recipient (name, e-mail) and message with who it is from; on submit
 * the choice is validated, kept in the tab (ADR 0077) and the checkout summary opens. A choice
 * kept earlier prefills the form (back from the summary).
 */
export function GiftCardForm({ options }: { options: GiftCardOptions }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const search = usePlatform((state) => state.location.search);
  const id = useId();
  const rules = options.customization;
  const [saved] = useState(readGiftCardChoice);
  const [amount, setAmount] = useState<number | null>(() =>
    saved && options.amounts.some((entry) => entry.amount === saved.amount)
      ? saved.amount
      : defaultAmount(options),
  );
  const [designId, setDesignId] = useState<number | null>(() =>
    saved && options.designs.some((design) => design.id === saved.designId)
      ? saved.designId
      : (options.designs[0]?.id ?? null),
  );
  const [values, setValues] = useState<GiftCardValues>(() =>
    saved ? valuesOf(saved) : EMPTY_GIFT_CARD,
  );
  const [errors, setErrors] = useState<Partial<Record<GiftCardField, GiftCardError>>>({});
  const [limited, setLimited] = useState<GiftCardField | null>(null);
  const limitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(limitTimer.current), []);

  const change = (field: GiftCardField, raw: string) => {
    const { value, cut } = clampToLimit(raw, maxLengthOf(field, rules));
    if (cut) {
      setLimited(field);
      clearTimeout(limitTimer.current);
      limitTimer.current = setTimeout(() => setLimited(null), LIMIT_MESSAGE_MS);
    }
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) {
      setErrors((current) => ({
        ...current,
        [field]: validateGiftCardField(field, value, rules) ?? undefined,
      }));
    }
  };
  const blur = (field: GiftCardField) => {
    setErrors((current) => ({
      ...current,
      [field]: validateGiftCardField(field, values[field], rules) ?? undefined,
    }));
  };
  const messageOf = (field: GiftCardField) => {
    if (limited === field)
      return t('card.errors.tooLong', { maxlength: maxLengthOf(field, rules) });
    const error = errors[field];
    return error ? t(`card.errors.${error}`, { maxlength: maxLengthOf(field, rules) }) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateGiftCard(values, rules);
    setErrors(found);
    if (Object.keys(found).length > 0 || amount === null || designId === null) {
      summary.current?.focus();
      return;
    }
    saveGiftCardChoice(giftCardItemOf(amount, designId, values));
    navigate(paths.checkout(GIFT_CARD_CHECKOUT, undefined, shellQueryOf(search)));
  };

  const invalid = Object.values(errors).filter(Boolean).length;
  const design = options.designs.find((entry) => entry.id === designId);
  const preview = sameSiteImage(design?.image);
  const field = (name: Exclude<GiftCardField, 'message'>, autoComplete: string, type = 'text') => (
    <TextField
      name={name}
      label={t(`card.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={messageOf(name)}
      onChange={(event) => change(name, event.currentTarget.value)}
      onBlur={() => blur(name)}
    />
  );
  const messageError = messageOf('message');
  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="gift-card-form">
      <div className={styles.main}>
        <div ref={summary} tabIndex={-1}>
          {invalid > 0 ? <Alert tone="error">{t('card.summary', { count: invalid })}</Alert> : null}
        </div>
        <RadioGroup
          legend={t('card.amount')}
          orientation="horizontal"
          options={options.amounts.map((entry) => ({
            value: String(entry.amount),
            label: formatPrice(entry.amount, tag),
          }))}
          value={amount === null ? undefined : String(amount)}
          onChange={(value) => setAmount(Number(value))}
        />
        <RadioGroup
          legend={t('card.design')}
          orientation="horizontal"
          className={styles.designs}
          options={options.designs.map((entry) => ({
            value: String(entry.id),
            label: (
              <span className={styles.design}>
                {sameSiteImage(entry.image) ? (
                  <img src={sameSiteImage(entry.image)} alt="" width={120} height={76} />
                ) : null}
                {entry.name}
              </span>
            ),
          }))}
          value={designId === null ? undefined : String(designId)}
          onChange={(value) => setDesignId(Number(value))}
        />
        <fieldset className={styles.fields}>
          <legend className={styles.legend}>{t('card.recipient')}</legend>
          {field('recipientName', 'off')}
          {field('recipientEmail', 'off', 'email')}
          <p className={styles.hint}>{t('card.recipientEmailHint')}</p>
        </fieldset>
        <fieldset className={styles.fields}>
          <legend className={styles.legend}>{t('card.message')}</legend>
          {field('fromName', 'name')}
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-message`}>
              {t('card.fields.message')}
            </label>
            <textarea
              id={`${id}-message`}
              name="message"
              className={`${inputClassName} ${styles.textarea}`}
              rows={4}
              value={values.message}
              aria-invalid={messageError && limited !== 'message' ? true : undefined}
              aria-describedby={`${id}-message-hint${messageError ? ` ${id}-message-error` : ''}`}
              onChange={(event) => change('message', event.currentTarget.value)}
              onBlur={() => blur('message')}
            />
            <span id={`${id}-message-hint`} className={styles.hint}>
              {t('card.messageHint', { maxlength: rules.message.maxLength })}
            </span>
            {messageError ? (
              <span id={`${id}-message-error`} className={styles.error} role="status">
                {messageError}
              </span>
            ) : null}
          </div>
        </fieldset>
      </div>
      <aside className={styles.aside} aria-labelledby={`${id}-preview`}>
        <h2 id={`${id}-preview`} className={styles.previewTitle}>
          {t('card.preview')}
        </h2>
        <figure className={styles.preview}>
          {preview ? <img src={preview} alt="" width={320} height={200} /> : null}
          <figcaption>
            <strong data-testid="gift-card-amount">
              {amount === null ? '' : formatPrice(amount, tag)}
            </strong>
            {values.recipientName.trim() ? (
              <span>{t('card.for', { name: values.recipientName.trim() })}</span>
            ) : null}
          </figcaption>
        </figure>
        <p className={styles.hint}>{t('card.validity', { count: options.validityMonths })}</p>
        <Button type="submit">{t('card.continue')}</Button>
      </aside>
    </form>
  );
}
