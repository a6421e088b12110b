import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { ChoiceField } from '../choice-field/ChoiceField';
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
  return (
    <ChoiceField inputId={inputId} label={label} description={description} className={className}>
      {(descriptionId) => (
        <input
          {...rest}
          id={inputId}
          type="checkbox"
          role="switch"
          className={styles.input}
          checked={checked}
          aria-describedby={descriptionId}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
      )}
    </ChoiceField>
  );
}
