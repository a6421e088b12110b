import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { copyFailed } from './instance';

/**
 * react-i18next's `useTranslation(namespace)` on the page's one i18next instance (ADR 0023):
 * suspends until the namespace has loaded in the current language (wrap pages in <Suspense>),
 * re-renders when the language changes. One addition: a namespace whose download failed throws,
 * so the region's error boundary offers "Try again" (which calls retryFailedCopy) instead of
 * showing keys.
 */
export function useTranslation(namespace: string) {
  const translation = useI18nextTranslation(namespace);
  if (copyFailed(translation.i18n.language, namespace))
    throw new Error(`The copy of "${namespace}" (${translation.i18n.language}) failed to load`);
  return translation;
}
