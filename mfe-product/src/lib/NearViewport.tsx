import { useNearViewport } from '@shop/design-system';
import { type ReactNode, Suspense } from 'react';

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
  minHeight: number;
  className?: string;
}) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={className} style={near ? undefined : { minHeight }}>
      {near ? <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense> : null}
    </div>
  );
}
