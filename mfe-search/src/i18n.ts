import { i18n, registerNamespace } from '@shop/i18n';

/** This app's copy for the first screen of its pages (results, cards, filters, not-found). */
export const NAMESPACE = 'search';
/**
 * Copy of what loads after the first screen (ADR 0014): the search box (also embedded by other
 * apps), the map, the summary bar, fallback, promotional and search-engine blocks, the care link.
 */
export const LATER_NAMESPACE = 'search-later';

registerNamespace(NAMESPACE, (language) => import(`./locales/${language}.json`));
registerNamespace(LATER_NAMESPACE, (language) => import(`./locales/later/${language}.json`));

/**
 * Starts loading a page's copy when the page's code arrives, before its first render would ask
 * for it (one round trip less). A failure is left to that render: useTranslation loads again and
 * the region's error boundary offers "Try again".
 */
export function preloadCopy(namespace: typeof NAMESPACE | typeof LATER_NAMESPACE): void {
  i18n.loadNamespaces(namespace).catch(() => undefined);
}
