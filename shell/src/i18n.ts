import { registerNamespace } from '@shop/i18n';

/** The shell's copy: one namespace, loaded lazily one language at a time. */
registerNamespace('shell', (language) => import(`./locales/${language}.json`));
