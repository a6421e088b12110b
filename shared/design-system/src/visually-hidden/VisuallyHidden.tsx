import type { ReactNode } from 'react';
import styles from './VisuallyHidden.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** Element to render; a span by default so it fits inside any phrasing content. */
  as?: 'span' | 'div' | 'p' | 'h2' | 'h3';
  id?: string;
}

/** Content read by assistive technology but not shown on screen. */
export function VisuallyHidden({ children, as: Tag = 'span', id }: VisuallyHiddenProps) {
  return (
    <Tag className={styles.hidden} id={id}>
      {children}
    </Tag>
  );
}

/** Class name of the visually-hidden style, for elements that cannot be wrapped. */
export const visuallyHiddenClassName: string = styles.hidden ?? '';
