import type { NavigationLink } from '@shop/api-contract';

/** SHELL-041: the navigation panel shows up to four link levels (the tab is the first). */
export const NAV_MAX_LEVELS = 4;
/** SHELL-041: a level with this many entries or more is laid out in columns. */
export const NAV_COLUMNS_FROM = 15;

/** SHELL-041: whether a level's entries are laid out in columns. */
export function usesColumns(entries: readonly unknown[]): boolean {
  return entries.length >= NAV_COLUMNS_FROM;
}

/** A site path (one leading slash, no scheme, not protocol-relative): safe to follow in the shop. */
export function isSitePath(uri: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(uri);
}

/**
 * The links to show: at most NAV_MAX_LEVELS levels counting `level` as the first (deeper children
 * dropped) and only links to the shop's own pages (a CMS entry pointing elsewhere is dropped).
 */
export function trimLevels(links: readonly NavigationLink[], level = 1): NavigationLink[] {
  return links
    .filter((link) => isSitePath(link.uri))
    .map((link) => ({
      ...link,
      children: level >= NAV_MAX_LEVELS ? [] : trimLevels(link.children, level + 1),
    }));
}

/** The Inspirations tab's entry (the first navigation link with children), if any. */
export function inspirationsRoot(links: readonly NavigationLink[]): NavigationLink | undefined {
  return trimLevels(links).find((link) => link.children.length > 0);
}

/** SHELL-040: the burger's submenu standing for the desktop Inspirations tab (its root link). */
export const INSPIRATIONS_SUBMENU = 'inspirations';
