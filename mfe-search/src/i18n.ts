import { registerNamespace } from '@shop/i18n';

/** This app's copy for the first screen of its pages (results, cards, filters, not-found). */
export const NAMESPACE = 'search';
/**
 * Copy of what loads after the first screen (ADR 0014): the search box (also embedded by other
 * apps), the map, the summary bar, fallback, promotional and search-engine blocks, the care link.
 */
export const LATER_NAMESPACE = 'search-later';

registerNamespace(NAMESPACE, (language) => import(`./locales/${language}.json`));
registerNamespace(LATER_NAMESPACE, (language) => import(`./locales/later/${language}.json`));
