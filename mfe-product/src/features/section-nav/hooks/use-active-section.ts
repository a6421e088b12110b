import { TAB_OBSERVER_THRESHOLD } from '@shop/criteria';
import { useCallback, useEffect, useRef, useState } from 'react';
import { STAY_SECTIONS, type StaySection } from '../lib/sections';

/**
 * A clicked tab stays active while its smooth scroll runs: until the window's scrollend plus the
 * observer's late reports (SETTLE), at most LOCK in all.
 */
export const TAB_SCROLL_LOCK_MS = 1_500;
const TAB_SCROLL_SETTLE_MS = 250;

/**
 * PROD-007 (CRIT-099): the active tab. An IntersectionObserver with threshold 0.3 reports the
 * sections at least 30 % in view; of those, the last one (page order) whose top has reached the
 * tab offset line (`offset` px from the top) is active, else the first of them. The last active
 * one stays while none is in view. The setter marks a clicked tab active at once and keeps it so
 * while its scroll runs, so the sections it passes, or a short one left above it at the bottom of
 * the page, do not take it. Without IntersectionObserver the first tab stays active.
 */
export function useActiveSection(
  offset: number,
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
        if (Date.now() < lockedUntil.current) return;
        const inView = sections.filter((id) => visible.has(id));
        const reached = inView.filter(
          (id) => (document.getElementById(id)?.getBoundingClientRect().top ?? 0) <= offset + 1,
        );
        const next = reached.at(-1) ?? inView[0];
        if (next) setActive(next);
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
  }, [key, offset]);
  const choose = useCallback((id: StaySection) => {
    lockedUntil.current = Date.now() + TAB_SCROLL_LOCK_MS;
    const release = () => {
      lockedUntil.current = Math.min(lockedUntil.current, Date.now() + TAB_SCROLL_SETTLE_MS);
    };
    window.addEventListener('scrollend', release, { once: true });
    setActive(id);
  }, []);
  return [active, choose];
}
