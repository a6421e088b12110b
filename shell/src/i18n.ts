import { registerNamespace } from '@shop/i18n';

/** The shell's copy: one namespace, loaded lazily one language at a time. */
export const SHELL_NAMESPACE = 'shell';
registerNamespace(SHELL_NAMESPACE, (language) => import(`./locales/${language}.json`));
