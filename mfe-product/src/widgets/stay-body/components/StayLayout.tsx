import type { ReactNode } from 'react';
import styles from './StayLayout.module.css';

/**
 * The stay page's two columns on desktop (one on mobile): the sections, and beside them the
 * booking side (the booking panel, product-booking), sticky while the sections scroll.
 */
export function StayLayout({ main, side }: { main: ReactNode; side?: ReactNode }) {
  return (
    <div className={styles.columns} data-with-side={side ? 'true' : undefined}>
      <div className={styles.main}>{main}</div>
      {side ? <div className={styles.side}>{side}</div> : null}
    </div>
  );
}
