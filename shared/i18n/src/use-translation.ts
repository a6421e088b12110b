import { createContext, useContext } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { copyFailed, i18n, registeredNamespaces } from './instance';

/**
 * The namespaces a server render translated with (issue 16, ADR 0096), filled during the render:
 * the browser loads them before hydrating, or a section would wait for its copy (suspended, and
 * deaf to clicks) while the page looks ready.
 */
export const CopyRecord = createContext<Set<string> | null>(null);

/**
 * Loads the namespaces a served page was rendered with (those the code loaded so far registers),
 * in the page's language; a failed download is left to the section's own error handling.
 */
export async function loadServedCopy(namespaces: readonly string[]): Promise<void> {
  const registered = new Set(registeredNamespaces());
  const known = namespaces.filter((namespace) => registered.has(namespace));
  if (known.length > 0) await i18n.loadNamespaces(known).catch(() => undefined);
}

/**
 * react-i18next's `useTranslation(namespace)` on the page's one i18next instance (ADR 0023):
 * suspends until the namespace has loaded in the current language (wrap pages in <Suspense>),
 * re-renders when the language changes. One addition: a namespace whose download failed throws,
 * so the region's error boundary offers "Try again" (which calls retryFailedCopy) instead of
 * showing keys.
 */
export function useTranslation(namespace: string) {
  useContext(CopyRecord)?.add(namespace);
  const translation = useI18nextTranslation(namespace);
  if (copyFailed(translation.i18n.language, namespace))
    throw new Error(`The copy of "${namespace}" (${translation.i18n.language}) failed to load`);
  return translation;
}
