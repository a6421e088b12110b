import { i18n, setUpI18n, type Resources } from './instance';
import type { Language } from './languages';

/**
 * For component tests: the page's i18next instance with an app's bundled copy, synchronously
 * (no backend read, no Suspense fallback on the first render). `copy` maps namespaces to the
 * resources the test imports, e.g. `{ shell: en }` from `../locales/en.json`.
 */
export function loadBundledCopy(
  copy: Readonly<Record<string, Resources>>,
  language: Language = 'en',
) {
  setUpI18n(language);
  for (const [namespace, resources] of Object.entries(copy))
    i18n.addResourceBundle(language, namespace, resources, true, true);
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
