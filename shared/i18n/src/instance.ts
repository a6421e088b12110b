import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import type { Language } from './languages';

/** Loads one namespace in one language, e.g. `(lng) => import(`./locales/${lng}.json`)`. */
export type NamespaceLoader = (
  language: Language,
) => Promise<{ default: ResourceKey } | ResourceKey>;

const loaders = new Map<string, NamespaceLoader>();

/**
 * Each app owns one namespace and registers how to load it (lazily, one language at a time).
 * Registering before or after init both work: i18next asks the backend on first use.
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  loaders.set(namespace, loader);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const loader = loaders.get(namespace);
    if (!loader) {
      callback(new Error(`No loader registered for namespace "${namespace}"`), false);
      return;
    }
    loader(language as Language).then(
      (module) => {
        const resources =
          module && typeof module === 'object' && 'default' in module ? module.default : module;
        callback(null, resources as ResourceKey);
      },
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The one i18next instance of the page (i18next is a shared singleton in Module Federation). */
export const i18n = i18next;

export async function initI18n(language: Language): Promise<typeof i18next> {
  if (!i18n.isInitialized) {
    await i18n.use(lazyBackend).init({
      lng: language,
      // Every key exists in every language (the i18n check fails otherwise), so no language
      // loads a second, fallback bundle.
      fallbackLng: false,
      // Locale codes such as fr_BE are whole languages here: no "fr" lookups.
      load: 'currentOnly',
      ns: [],
      defaultNS: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  return i18n;
}
