import i18next, { type InitOptions, type ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';

export type { TFunction } from 'i18next';

/** A namespace's copy: nested objects of strings, in i18next's JSON format. */
export interface Resources {
  [key: string]: string | Resources;
}

/** Loads one namespace in one language, e.g. `(lng) => import(`./locales/${lng}.json`)`. */
export type NamespaceLoader = (language: Language) => Promise<{ default: Resources } | Resources>;

const loaders = new Map<string, NamespaceLoader>();

/**
 * The page's one i18next instance (ADR 0023). `@shop/i18n`, `i18next` and `react-i18next` are
 * Module Federation singletons, so the shell and every remote translate with it.
 */
export const i18n = i18next.createInstance();

/** Namespaces whose download failed, per language (`fr_FR|search`): see retryFailedCopy. */
const failed = new Set<string>();
i18n.on('failedLoading', (language, namespace) => failed.add(`${language}|${namespace}`));

/**
 * Each app owns its namespace and registers how to load it (lazily, one language at a time): the
 * app that owns a namespace registers it, as remotes deploy on their own. Registering before or
 * after init both work: i18next asks the backend on first use.
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  loaders.set(namespace, loader);
}

// i18next-resources-to-backend over the apps' dynamic imports: one chunk per namespace and
// language, served with the app that owns it.
const backend = resourcesToBackend((language: string, namespace: string) => {
  const loader = loaders.get(namespace);
  if (!loader)
    return Promise.reject(new Error(`No loader registered for namespace "${namespace}"`));
  return loader(language as Language) as Promise<ResourceKey>;
});

/** The options of every instance: the page's, and a server render's (copyInstance). */
function options(language: Language): InitOptions {
  return {
    lng: language,
    // Every key exists in every language (`npm run i18n:check`), so no language loads a
    // second, fallback bundle; fr_BE is a whole language here, not a variant of "fr".
    fallbackLng: false,
    load: 'currentOnly',
    ns: [],
    defaultNS: false,
    // Keys are dotted paths; no "namespace:key" syntax.
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Nothing to load at init: ready at once, so the first render does not wait a tick.
    initAsync: false,
    react: { useSuspense: true },
  };
}

let setUp = false;

/** Initialises the instance once, synchronously (no namespace is loaded yet). */
export function setUpI18n(language: Language): void {
  if (setUp) return;
  setUp = true;
  void i18n.use(backend).use(initReactI18next).init(options(language));
}

/** A number per loader function: a new build of an app registers new functions. */
const loaderIds = new WeakMap<NamespaceLoader, number>();
let lastLoaderId = 0;

/**
 * Which loaders are registered now, e.g. `shell:1,search:4`: it changes when an app's code is
 * loaded again (a promoted or rolled-back release, a canary's other version) and registers its
 * namespaces anew.
 */
export function loadersSignature(): string {
  return [...loaders]
    .map(([namespace, loader]) => {
      let id = loaderIds.get(loader);
      if (id === undefined) {
        lastLoaderId += 1;
        id = lastLoaderId;
        loaderIds.set(loader, id);
      }
      return `${namespace}:${id}`;
    })
    .join(',');
}

/**
 * A new instance in `language`, with a store of its own, loading through the loaders registered
 * now; it starts with the copy the page's instance already holds in that language (bundled copy).
 * For server rendering (ADR 0088), where requests in several languages and releases render at
 * once: each release set translates with its own copy.
 */
export function copyInstance(language: Language): typeof i18n {
  const instance = i18next.createInstance();
  const bundled = i18n.store?.data[language];
  void instance.use(backend).init({
    ...options(language),
    ...(bundled ? { resources: structuredClone({ [language]: bundled }) } : {}),
    partialBundledLanguages: true,
  });
  return instance;
}

/** Sets the language of the page's copy (initialising the instance the first time). */
export async function initI18n(language: Language): Promise<typeof i18n> {
  setUpI18n(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return i18n;
}

/** Whether a namespace's download failed in that language (useTranslation then throws). */
export function copyFailed(language: string, namespace: string): boolean {
  return failed.has(`${language}|${namespace}`);
}

/**
 * Downloads again every namespace whose download failed (a region's "Try again"): i18next keeps
 * a failed namespace as settled, so only an explicit reload asks the backend again.
 */
export async function retryFailedCopy(): Promise<void> {
  const keys = [...failed];
  failed.clear();
  await Promise.all(
    keys.map((key) => {
      const [language = '', namespace = ''] = key.split('|');
      return i18n.reloadResources(language, namespace);
    }),
  );
}

/** The namespaces registered so far (server rendering loads them all, ADR 0088). */
export function registeredNamespaces(): string[] {
  return [...loaders.keys()];
}
