import { registerNamespace } from '@shop/i18n';

/** The shell's copy for every page's first screen: one namespace, loaded one language at a time. */
export const SHELL_NAMESPACE = 'shell';
/**
 * Copy of what opens on demand (the header's panels, menus and drawers, the newsletter, the
 * consent preferences): loaded with them, never with a page's first load (like mfe-search's).
 */
export const SHELL_LATER_NAMESPACE = 'shell-later';

registerNamespace(SHELL_NAMESPACE, (language) => import(`./locales/${language}.json`));
registerNamespace(SHELL_LATER_NAMESPACE, (language) => import(`./locales/later/${language}.json`));
