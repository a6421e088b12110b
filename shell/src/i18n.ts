import { i18n, registerNamespace } from '@shop/i18n';

/** The shell's copy: one namespace, loaded lazily one language at a time. */
export const SHELL_NAMESPACE = 'shell';
registerNamespace(SHELL_NAMESPACE, (language) => import(`./locales/${language}.json`));

/**
 * Starts loading the shell's copy as soon as the language is known, with the registry, instead
 * of when the first render asks for it. A failure is left to that render: useTranslation loads
 * it again.
 */
export function preloadShellCopy(): void {
  i18n.loadNamespaces(SHELL_NAMESPACE).catch(() => undefined);
}
