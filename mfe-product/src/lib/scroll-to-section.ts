import { stickyOffset } from '@shop/criteria';

/**
 * Scrolls smoothly to a section of the page, leaving room for the sticky bar (70 px on mobile,
 * 100 px on desktop, spec §9), and moves the focus there for keyboard and screen-reader users.
 */
export function scrollToSection(id: string, mobile: boolean): void {
  const section = document.getElementById(id);
  if (!section) return;
  const top =
    section.getBoundingClientRect().top +
    window.scrollY -
    stickyOffset(mobile ? 'mobile' : 'desktop');
  if (typeof window.scrollTo === 'function') window.scrollTo({ top, behavior: 'smooth' });
  section.focus({ preventScroll: true });
}
