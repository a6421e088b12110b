import { type RefCallback, useEffect, useState } from 'react';

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
): [RefCallback<T>, boolean] {
  // The element as React attaches it: a slot that renders its element later (after a render
  // without it, e.g. a served page's first answer) is observed from then on.
  const [element, setElement] = useState<T | null>(null);
  const supported = typeof IntersectionObserver !== 'undefined';
  // On the server (no window) the block is not near: the browser decides, and hydrates the same.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && !supported && whenUnsupported,
  );
  useEffect(() => {
    if (near || !element || !supported) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, rootMargin, supported]);
  return [setElement, near];
}
