import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cx } from '../utils/cx';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'role' | 'onChange' | 'checked'
> {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Helper text tied to the switch. */
  description?: string;
}

/** On/off switch: a native checkbox with role="switch" (Space toggles, form-friendly). */
export function Switch({
  label,
  checked,
  onCheckedChange,
  description,
  id,
  className,
  ...rest
}: SwitchProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={cx(styles.field, className)}>
      <input
        {...rest}
        id={inputId}
        type="checkbox"
        role="switch"
        className={styles.input}
        checked={checked}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => onCheckedChange(event.target.checked)}
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
