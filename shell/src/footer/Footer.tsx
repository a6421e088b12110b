import type { RouteKind } from '@shop/platform';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './Footer.module.css';

const FooterContent = lazy(() => import('./FooterContent'));

/**
 * The footer landmark renders at once; its content loads when it comes near the viewport, so a
 * page's first load carries only what is above the fold (issue 2 §9 budget). The reserved height
 * keeps the layout from shifting when it arrives.
 */
export function Footer({ kind = 'home' }: { kind?: RouteKind }) {
  const ref = useRef<HTMLElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) the content loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <footer ref={ref} className={styles.footer}>
      {near && (
        <Suspense fallback={null}>
          <FooterContent kind={kind} />
        </Suspense>
      )}
    </footer>
  );
}
