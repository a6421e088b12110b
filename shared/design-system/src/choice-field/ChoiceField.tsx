import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import styles from './ChoiceField.module.css';

export interface ChoiceFieldProps {
  /** The id of the native input; the label points at it. */
  inputId: string;
  label: ReactNode;
  /** Helper text tied to the input. */
  description?: ReactNode | undefined;
  className?: string | undefined;
  /** Renders the input, given the id of the description when there is one (aria-describedby). */
  children: (descriptionId: string | undefined) => ReactNode;
}

/**
 * The markup every choice control shares (Checkbox, Switch, each radio of RadioGroup): the native
 * input, its label, then its helper text on the second column (ADR 0027).
 */
export function ChoiceField({
  inputId,
  label,
  description,
  className,
  children,
}: ChoiceFieldProps) {
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={cx(styles.field, className)}>
      {children(descriptionId)}
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
