/**
 * CONT-005, CONT-020: the parts of the shell's chrome a page's content may leave out. A page
 * renders `<PageChrome hide={[…]} />` in its region; the shell's layout hides those parts with CSS
 * (`:has()` on this marker, `shell/src/layout/Layout.module.css`), so a served page arrives without
 * them, with no script and nothing to undo at hydration. Bundled where used (a sub-path).
 */
export type ChromePart = 'header' | 'footer' | 'legal' | 'newsletter' | 'contact';

/** The marker's attribute: the hidden parts, space-separated (`[data-hide-chrome~='header']`). */
export const HIDE_CHROME_ATTRIBUTE = 'data-hide-chrome';

export function PageChrome({ hide }: { hide: readonly ChromePart[] }) {
  if (hide.length === 0) return null;
  return <div hidden {...{ [HIDE_CHROME_ATTRIBUTE]: hide.join(' ') }} />;
}

/** CONT-005: the parts a homepage's content leaves out (its show… flags). */
export function hiddenChromeOf(flags: {
  showHeader?: boolean;
  showFooter?: boolean;
  showLegal?: boolean;
  showNewsletter?: boolean;
  showContact?: boolean;
}): ChromePart[] {
  const parts: [ChromePart, boolean | undefined][] = [
    ['header', flags.showHeader],
    ['footer', flags.showFooter],
    ['legal', flags.showLegal],
    ['newsletter', flags.showNewsletter],
    ['contact', flags.showContact],
  ];
  return parts.filter(([, shown]) => shown === false).map(([part]) => part);
}
