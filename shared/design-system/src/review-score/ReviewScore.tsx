import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import styles from './ReviewScore.module.css';

export interface ReviewScoreProps {
  /** Formatted score (e.g. "8,6" or "New", SRCH-056). */
  score: string;
  /** Word for the score (e.g. "Very good"). */
  label?: string;
  /** Formatted review count (e.g. "124 reviews"). */
  count?: string;
  /**
   * Full sentence for assistive technology (e.g. "Rated 8.6 out of 10, very good, 124 reviews");
   * when given, the visible parts are hidden from assistive technology.
   */
  accessibleLabel?: string;
  size?: 's' | 'm';
  className?: string;
}

/** Review score box with its word label and review count; all texts come formatted. */
export function ReviewScore({
  score,
  label,
  count,
  accessibleLabel,
  size = 'm',
  className,
}: ReviewScoreProps) {
  return (
    <p className={cx(styles.review, styles[size], className)}>
      <span className={styles.visible} aria-hidden={accessibleLabel ? true : undefined}>
        <span className={styles.score}>{score}</span>
        {label ? <span className={styles.label}>{label}</span> : null}
        {count ? <span className={styles.count}>{count}</span> : null}
      </span>
      {accessibleLabel ? <VisuallyHidden>{accessibleLabel}</VisuallyHidden> : null}
    </p>
  );
}
