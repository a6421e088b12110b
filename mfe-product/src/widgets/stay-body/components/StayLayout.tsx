import { useHashSensitive } from '@shop/platform';
import type { ReactNode } from 'react';
import styles from './StayLayout.module.css';

/**
 * The stay page's two columns on desktop (one on mobile): the sections, and beside them the
 * booking side (the booking panel, product-booking), sticky while the sections scroll.
 */
export function StayLayout({ main, side }: { main: ReactNode; side?: ReactNode }) {
  const hashSensitive = useHashSensitive();
  return (
    <div className={styles.columns} data-with-side={side ? 'true' : undefined}>
      <div className={styles.main}>{main}</div>
      {/* Issue 16 (ADR 0097): the dates and party live in the hash; served, this waits for them. */}
      {side ? (
        <div className={styles.side} {...hashSensitive}>
          {side}
        </div>
      ) : null}
    </div>
  );
}
