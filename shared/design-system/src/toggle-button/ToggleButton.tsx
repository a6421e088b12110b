import type { ButtonHTMLAttributes } from 'react';
import { cx } from '../utils/cx';
import styles from './ToggleButton.module.css';

export interface ToggleButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'aria-pressed'
> {
  /** On or off: announced as pressed or not pressed. */
  pressed: boolean;
}

/** A button that is on or off (a chip): its state is `aria-pressed`, its look follows it. */
export function ToggleButton({ pressed, className, ...rest }: ToggleButtonProps) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cx(styles.toggle, className)}
      {...rest}
    />
  );
}
