import { registerNamespace } from '@shop/i18n';

/**
 * The hotel page's first-screen copy (ADR 0036): a namespace of its own, so the page does not
 * download the copy of the app's other pages (the `product` namespace) before it can show.
 * Registered when the page's module loads. The rest of its copy is in `product-later`.
 */
export const HOTEL_NAMESPACE = 'product-hotel';

registerNamespace(HOTEL_NAMESPACE, (language) => import(`./locales/hotel/${language}.json`));
