import { tabScrollTarget, type Viewport } from '@shop/criteria';

/** PROD-007: the five sections of the tab navbar, in page order; each is the id of its section. */
export const STAY_SECTIONS = ['description', 'room', 'experience', 'reviews', 'hotel'] as const;
export type StaySection = (typeof STAY_SECTIONS)[number];

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * PROD-007: scrolls smoothly to the section, 30 px (mobile) or 70 px (desktop) below the top, and
 * moves the focus to it (without a second scroll) so keyboard and screen-reader users follow.
 * Returns false when the page has no such section.
 */
export function scrollToSection(id: StaySection, viewport: Viewport): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const top = tabScrollTarget(section.getBoundingClientRect().top, window.scrollY, viewport);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  section.focus({ preventScroll: true });
  return true;
}
