import { registerNamespace } from '@shop/i18n';

/**
 * Copy of what loads after a page's first screen (ADR 0014's pattern, ADR 0036): the hotel page's
 * sections below the fold, its dialogs and its offer detail. Registered when the first of them
 * loads, so its loader is not part of the page's first load.
 */
export const LATER_NAMESPACE = 'product-later';

registerNamespace(LATER_NAMESPACE, (language) => import(`./locales/later/${language}.json`));
