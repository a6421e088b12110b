import { type ReactNode, useId } from 'react';
import { ChoiceField } from '../choice-field/ChoiceField';
import { cx } from '../utils/cx';
import styles from './RadioGroup.module.css';

export interface RadioOption<V extends string = string> {
  value: V;
  label: ReactNode;
  description?: string;
  disabled?: boolean;
}

export interface RadioGroupProps<V extends string = string> {
  /** Group label, rendered as the fieldset legend. */
  legend: string;
  hideLegend?: boolean;
  /** Shared name of the radios; generated when omitted. */
  name?: string;
  options: ReadonlyArray<RadioOption<V>>;
  value: V | undefined;
  onChange: (value: V) => void;
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
  className?: string;
}

/** Fieldset of styled native radios (arrow keys move and select natively). */
export function RadioGroup<V extends string = string>({
  legend,
  hideLegend = false,
  name,
  options,
  value,
  onChange,
  orientation = 'vertical',
  disabled = false,
  className,
}: RadioGroupProps<V>) {
  const baseId = useId();
  const groupName = name ?? baseId;
  return (
    <fieldset className={cx(styles.group, styles[orientation], className)} disabled={disabled}>
      <legend className={hideLegend ? styles.hidden : styles.legend}>{legend}</legend>
      {options.map((option, index) => {
        const id = `${baseId}-${index}`;
        return (
          <ChoiceField
            key={option.value}
            inputId={id}
            label={option.label}
            description={option.description}
            className={styles.option}
          >
            {(descriptionId) => (
              <input
                id={id}
                type="radio"
                className={styles.radio}
                name={groupName}
                value={option.value}
                checked={value === option.value}
                disabled={option.disabled}
                aria-describedby={descriptionId}
                onChange={() => onChange(option.value)}
              />
            )}
          </ChoiceField>
        );
      })}
    </fieldset>
  );
}
