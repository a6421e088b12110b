import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef } from 'react';
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
  const descriptionId = `${inputId}-description`;
  const ref = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);

  return (
    <div className={cx(styles.field, className)}>
      <input
        {...rest}
        ref={ref}
        id={inputId}
        type="checkbox"
        className={styles.box}
        aria-describedby={description ? descriptionId : rest['aria-describedby']}
      />
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
    </div>
  );
}
