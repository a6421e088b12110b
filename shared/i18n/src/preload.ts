import { i18n } from '@shop/i18n';

/**
 * Starts loading a namespace's copy in the current language (and any language kept by
 * loadLanguages) before a render asks for it: a page calls it when its code arrives, the shell
 * when the language is known — one round trip less than suspending in `useTranslation`
 * (ADR 0021). A failure is left to that render: `useTranslation` throws and the region's error
 * boundary offers "Try again".
 * A subpath of its own, not part of the shared singleton: each app bundles these few lines, which
 * use only i18next's own API, so a remote calling it runs under an older shell.
 */
export function preloadNamespace(namespace: string): void {
  void i18n.loadNamespaces(namespace);
}
