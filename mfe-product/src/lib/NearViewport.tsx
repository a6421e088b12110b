import { useNearViewport } from '@shop/design-system';
import { type ReactNode, Suspense } from 'react';
import styles from './NearViewport.module.css';

const RESERVE = { 160: styles.reserve160, 320: styles.reserve320 } as const;

/**
 * A below-the-fold block: its (lazy) content and calls start only once the block comes near the
 * viewport; until then it holds `minHeight` so nothing below it jumps (CLS).
 */
export function NearViewport({
  children,
  minHeight,
  className,
}: {
  children: ReactNode;
  minHeight: keyof typeof RESERVE;
  className?: string;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div
      ref={ref}
      className={[className, near ? undefined : RESERVE[minHeight]].filter(Boolean).join(' ')}
    >
      {near ? (
        <Suspense fallback={<div className={RESERVE[minHeight]} />}>{children}</Suspense>
      ) : null}
    </div>
  );
}
