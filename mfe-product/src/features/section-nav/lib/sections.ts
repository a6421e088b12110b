import { tabScrollTarget, type Viewport } from '@shop/criteria';

/** PROD-007: the five sections of the tab navbar, in page order; each is the id of its section. */
export const STAY_SECTIONS = ['description', 'room', 'experience', 'reviews', 'hotel'] as const;
export type StaySection = (typeof STAY_SECTIONS)[number];

/** How long after a tab click its scroll's end is awaited for the position check. */
const SCROLL_CHECK_MS = 2_000;
/**
 * How long after the scroll's end the section is kept at the offset while blocks above it finish
 * loading (the reviews widget loads once it nears the viewport, on the way), unless the visitor
 * scrolls, types or touches the page meanwhile.
 */
const KEEP_IN_PLACE_MS = 3_000;
const VISITOR_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * PROD-007: scrolls smoothly to the section, 30 px (mobile) or 70 px (desktop) below the top, and
 * moves the focus to it (without a second scroll) so keyboard and screen-reader users follow.
 * When the scroll ends, a section moved meanwhile (a lazy block above it loaded) is put back at
 * the offset, and kept there while the page's height changes for a few seconds (blocks above it
 * still loading), until the visitor moves the page.
 * Returns false when the page has no such section.
 */
export function scrollToSection(id: StaySection, viewport: Viewport): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const target = () =>
    tabScrollTarget(section.getBoundingClientRect().top, window.scrollY, viewport);
  window.scrollTo({ top: target(), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  // Blocks loading on the way (below-the-fold sections) may have moved the section meanwhile.
  // Only for this scroll: without a scrollend soon (nothing to scroll), the check is dropped.
  const done = new AbortController();
  setTimeout(() => done.abort(), SCROLL_CHECK_MS);
  const realign = () => {
    const top = target();
    if (Math.abs(top - window.scrollY) > 2) window.scrollTo({ top, behavior: 'auto' });
  };
  window.addEventListener(
    'scrollend',
    () => {
      realign();
      if (typeof ResizeObserver !== 'function') return;
      const kept = new AbortController();
      const observer = new ResizeObserver(realign);
      observer.observe(document.body);
      kept.signal.addEventListener('abort', () => observer.disconnect());
      setTimeout(() => kept.abort(), KEEP_IN_PLACE_MS);
      for (const move of VISITOR_MOVES)
        window.addEventListener(move, () => kept.abort(), { once: true, signal: kept.signal });
    },
    { once: true, signal: done.signal },
  );
  section.focus({ preventScroll: true });
  return true;
}
