import styles from './Skeleton.module.css';

export function Skeleton({ width = '100%', height = '1rem' }: { width?: string; height?: string }) {
  return <span className={styles.block} style={{ width, height }} aria-hidden="true" />;
}

/** Placeholder of a whole page region while it loads (BEY-014); reserves height to avoid layout shift. */
export function PageSkeleton({ label }: { label?: string }) {
  return (
    <div className={styles.page} aria-busy="true" role="status" aria-label={label}>
      <Skeleton height="2.5rem" width="60%" />
      <Skeleton height="12rem" />
      <Skeleton height="1rem" width="80%" />
      <Skeleton height="1rem" width="70%" />
    </div>
  );
}
