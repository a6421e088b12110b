import type { RouteKind } from '@shop/platform';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIdle } from '@shop/design-system/when-idle';
import { usePageSettled } from '../layout/page-settled';
import styles from './Footer.module.css';

const FooterContent = lazy(() => import('./FooterContent'));

/**
 * The footer landmark renders at once; its content loads when it comes near the viewport once the
 * page has shown its first screen (a page still loading is short: its footer is in view at once),
 * so a page's first load carries only what is above the fold (issue 2 §9 budget). The reserved
 * height keeps the layout from shifting when it arrives.
 */
export function Footer({ kind = 'home' }: { kind?: RouteKind }) {
  const ref = useRef<HTMLElement>(null);
  // Without IntersectionObserver (old browsers, jsdom) the content loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // After the page's first screen, at the next idle moment (as the header's extras).
  const settled = useIdle(usePageSettled());

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
      {near && settled && (
        <Suspense fallback={null}>
          <FooterContent kind={kind} />
        </Suspense>
      )}
    </footer>
  );
}
