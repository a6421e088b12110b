import { TAB_OBSERVER_THRESHOLD } from '@shop/criteria';
import { useEffect, useState } from 'react';
import { STAY_SECTIONS, type StaySection } from '../lib/sections';

/**
 * PROD-007 (CRIT-099): the active tab: the first section, in page order, of which at least 30 %
 * is in view (an IntersectionObserver with threshold 0.3); the last active one stays active while
 * none is. The setter marks a tab active at once (a click, before the scroll settles). Without IntersectionObserver the first tab stays active.
 */
export function useActiveSection(
  sections: readonly StaySection[] = STAY_SECTIONS,
): [StaySection | undefined, (id: StaySection) => void] {
  const [active, setActive] = useState<StaySection | undefined>(sections[0]);
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
        if (first) setActive(first);
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
  return [active, setActive];
}
