import { registerNamespace } from '@shop/i18n';

/**
 * The shell's copy of what opens on demand (the header's panels, menus and drawers, the cookie
 * banner and preferences, the newsletter, the footer's additions): registered and loaded with
 * the first of them, so neither this registration nor the copy is in a page's first load (like
 * mfe-search's "search-later" namespace).
 */
export const SHELL_LATER_NAMESPACE = 'shell-later';

registerNamespace(SHELL_LATER_NAMESPACE, (language) => import(`./locales/later/${language}.json`));
