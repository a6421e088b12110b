import { TAB_OBSERVER_THRESHOLD } from '@shop/criteria';
import { useCallback, useEffect, useRef, useState } from 'react';
import { STAY_SECTIONS, type StaySection } from '../lib/sections';

/**
 * While a tab's smooth scroll runs (until the window's scrollend, at most this long), the
 * sections it passes do not take the active tab.
 */
export const TAB_SCROLL_LOCK_MS = 1_500;

/**
 * PROD-007 (CRIT-099): the active tab: the first section, in page order, of which at least 30 %
 * is in view (an IntersectionObserver with threshold 0.3); the last active one stays active while
 * none is. The setter marks a clicked tab active at once and keeps it so while
 * its scroll runs: the sections the scroll passes, or a short one above it at the bottom of the
 * page, do not take it. Without IntersectionObserver the first tab stays active.
 */
export function useActiveSection(
  sections: readonly StaySection[] = STAY_SECTIONS,
): [StaySection | undefined, (id: StaySection) => void] {
  const [active, setActive] = useState<StaySection | undefined>(sections[0]);
  const lockedUntil = useRef(0);
  const key = sections.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= TAB_OBSERVER_THRESHOLD)
            visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = sections.find((id) => visible.has(id));
        if (first && Date.now() >= lockedUntil.current) setActive(first);
      },
      { threshold: TAB_OBSERVER_THRESHOLD },
    );
    for (const id of sections) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
    // `key` stands for the list's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const choose = useCallback((id: StaySection) => {
    lockedUntil.current = Date.now() + TAB_SCROLL_LOCK_MS;
    const release = () => {
      lockedUntil.current = 0;
    };
    window.addEventListener('scrollend', release, { once: true });
    setActive(id);
  }, []);
  return [active, choose];
}
