import { useId } from 'react';
import { MinusIcon, PlusIcon } from '../utils/icons';
import { cx } from '../utils/cx';
import styles from './Stepper.module.css';

export interface StepperProps {
  /** Visible label of the group (e.g. "Adults"). */
  label: string;
  value: number;
  /** Called with the new value; never with a value outside min–max. */
  onChange: (value: number) => void;
  /** Default bounds 1–20 (CRIT-021). */
  min?: number;
  max?: number;
  step?: number;
  /** Accessible names of the buttons (e.g. "Remove an adult", "Add an adult"). */
  decrementLabel: string;
  incrementLabel: string;
  /** Text shown and announced for the value (e.g. "2 adults"); the number by default. */
  valueText?: string;
  /** Helper text tied to the group (e.g. "From 1 to 2 participants", CRIT-024). */
  description?: string;
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/** − value + control; out-of-range values are ignored and the value change is announced. */
export function Stepper({
  label,
  value,
  onChange,
  min = 1,
  max = 20,
  step = 1,
  decrementLabel,
  incrementLabel,
  valueText,
  description,
  hideLabel = false,
  disabled = false,
  className,
}: StepperProps) {
  const labelId = useId();
  const descriptionId = useId();
  const atMin = disabled || value - step < min;
  const atMax = disabled || value + step > max;

  const change = (next: number) => {
    if (disabled || next < min || next > max || next === value) return;
    onChange(next);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
      className={cx(styles.stepper, className)}
    >
      <span id={labelId} className={hideLabel ? styles.hidden : styles.label}>
        {label}
      </span>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.button}
          aria-label={decrementLabel}
          aria-disabled={atMin || undefined}
          onClick={() => change(value - step)}
        >
          <MinusIcon />
        </button>
        <output className={styles.value} aria-live="polite" aria-atomic="true">
          {valueText ?? value}
        </output>
        <button
          type="button"
          className={styles.button}
          aria-label={incrementLabel}
          aria-disabled={atMax || undefined}
          onClick={() => change(value + step)}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}
