import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef } from 'react';
import { ChoiceField } from '../choice-field/ChoiceField';
import { cx } from '../utils/cx';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  /** Helper text tied to the checkbox. */
  description?: string;
  /** Mixed state ("some selected"). */
  indeterminate?: boolean;
}

/** Styled native checkbox with its label (facets, terms). */
export function Checkbox({
  label,
  description,
  indeterminate = false,
  id,
  className,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <ChoiceField
      inputId={inputId}
      label={label}
      description={description}
      className={cx(styles.field, className)}
    >
      {(descriptionId) => (
        <input
          {...rest}
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.box}
          aria-describedby={descriptionId ?? rest['aria-describedby']}
        />
      )}
    </ChoiceField>
  );
}
