import { registerNamespace } from '@shop/i18n';

/**
 * ADR 0030: the copy of the shared calendar and guests panel, its own namespace, bundled into
 * each app that imports the library (no remote needed to show it). Registered on import.
 */
export const BOOKING_NAMESPACE = 'booking';

registerNamespace(BOOKING_NAMESPACE, (language) => import(`./locales/${language}.json`));
