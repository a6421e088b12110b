import { useState } from 'react';
import {
  type BuyerError,
  type BuyerField,
  type BuyerValues,
  EMPTY_BUYER,
  validateBuyer,
  validateBuyerField,
} from '../lib/buyer-rules';

export type BuyerErrors = Partial<Record<BuyerField, BuyerError>>;

/**
 * CHK-033: the buyer form's values and messages, one for every checkout (stay, activity
 * voucher, gift voucher, gift card): prefilled from the saved draft; a field is checked on blur
 * once filled, re-checked as it is corrected, and every field on submit (`validate`).
 */
export function useBuyerForm(saved: Partial<BuyerValues> | undefined, pos: string) {
  const [values, setValues] = useState<BuyerValues>(() => ({ ...EMPTY_BUYER, ...saved }));
  const [errors, setErrors] = useState<BuyerErrors>({});

  const change = (field: BuyerField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) {
      setErrors((current) => ({
        ...current,
        [field]: validateBuyerField(field, value, pos) ?? undefined,
      }));
    }
  };
  const blur = (field: BuyerField) => {
    if (values[field] === '' && !errors[field]) return;
    setErrors((current) => ({
      ...current,
      [field]: validateBuyerField(field, values[field], pos) ?? undefined,
    }));
  };
  /** Checks every field, shows the messages and returns them (empty: the form is valid). */
  const validate = (): BuyerErrors => {
    const found = validateBuyer(values, pos);
    setErrors(found);
    return found;
  };
  return { values, errors, change, blur, validate };
}
