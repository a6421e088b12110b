import type { ReactNode } from 'react';
import styles from './Alert.module.css';

export type AlertTone = 'info' | 'warning' | 'error' | 'success';

export interface AlertProps {
  tone?: AlertTone;
  title?: string;
  children?: ReactNode;
}

/** A message block; errors and warnings are announced to assistive technology. */
export function Alert({ tone = 'info', title, children }: AlertProps) {
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div className={`${styles.alert} ${styles[tone]}`} role={urgent ? 'alert' : 'status'}>
      {title && <p className={styles.title}>{title}</p>}
      {children}
    </div>
  );
}
