import { cx } from '../utils/cx';
import styles from './HeartToggle.module.css';

export interface HeartToggleProps {
  /** Whether the item is saved (the heart is filled); read as aria-pressed. */
  pressed: boolean;
  onToggle: () => void;
  /** Accessible name (e.g. "Save Weekend in Madrid to my wishlist"); the same in both states. */
  label: string;
  className?: string;
}

/**
 * A heart toggle button (wishlist): aria-pressed tells the state, the name stays the same so the
 * control is found by the same words. 44 px target, visible focus, filled heart when pressed.
 */
export function HeartToggle({ pressed, onToggle, label, className }: HeartToggleProps) {
  return (
    <button
      type="button"
      className={cx(styles.heart, className)}
      aria-pressed={pressed}
      aria-label={label}
      onClick={onToggle}
    >
      <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.4 1.1 5.1 3 1.7-1.9 3.1-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
