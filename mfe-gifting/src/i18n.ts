import { registerNamespace } from '@shop/i18n';

/** This app's copy: one namespace, loaded lazily one language at a time. */
export const NAMESPACE = 'gifting';

registerNamespace(NAMESPACE, (language) => import(`./locales/${language}.json`));
