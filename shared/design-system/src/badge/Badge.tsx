import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  /** Extra words for assistive technology (e.g. "filters selected" after a count). */
  srText?: string;
  className?: string;
}

/** Short status or count label (promotion, last minute, selected filters count). */
export function Badge({ tone = 'neutral', children, srText, className }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles[tone], className)}>
      {children}
      {srText ? <VisuallyHidden> {srText}</VisuallyHidden> : null}
    </span>
  );
}
