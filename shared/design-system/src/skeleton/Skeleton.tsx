import { useStyleProperties } from '../utils/style-properties';
import styles from './Skeleton.module.css';

export function Skeleton({ width = '100%', height = '1rem' }: { width?: string; height?: string }) {
  const size = useStyleProperties<HTMLSpanElement>({ width, height });
  return <span className={styles.block} ref={size} aria-hidden="true" />;
}

/**
 * Placeholder of a whole page region while it loads (BEY-014); reserves height to avoid layout
 * shift. Sized by classes, not style attributes: it is also in server-rendered HTML, where the
 * CSP (style-src 'self') refuses style attributes (ADR 0088).
 */
export function PageSkeleton({ label }: { label?: string }) {
  return (
    <div className={styles.page} aria-busy="true" role="status" aria-label={label}>
      <span className={`${styles.block} ${styles.title}`} aria-hidden="true" />
      <span className={`${styles.block} ${styles.media}`} aria-hidden="true" />
      <span className={`${styles.block} ${styles.line} ${styles.long}`} aria-hidden="true" />
      <span className={`${styles.block} ${styles.line} ${styles.short}`} aria-hidden="true" />
    </div>
  );
}
