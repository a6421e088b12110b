import { type RefObject, useEffect, useRef, useState } from 'react';

/** How far outside the viewport a slot counts as near (loads just before it scrolls in). */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/**
 * True once the element comes near the viewport, and from then on (below-the-fold blocks load
 * their code and data only then). Without IntersectionObserver (old browsers, jsdom) it is
 * `whenUnsupported`: true by default, so content is never lost; optional extras (promotions) may
 * pass false and simply stay away there. A server render (issue 16) renders it false.
 */
export function useNearViewport<T extends Element>(
  rootMargin: string = NEAR_VIEWPORT_MARGIN,
  whenUnsupported = true,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const supported = typeof IntersectionObserver !== 'undefined';
  // On the server (no window) the block is not near: the browser decides, and hydrates the same.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && !supported && whenUnsupported,
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin, supported]);
  return [ref, near];
}
