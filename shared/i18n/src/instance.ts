import { languageTag, type Language } from './languages';

/** A namespace's copy: nested objects of strings, in i18next's JSON format (ADR 0013). */
export interface Resources {
  [key: string]: string | Resources;
}

/** Loads one namespace in one language, e.g. `(lng) => import(`./locales/${lng}.json`)`. */
export type NamespaceLoader = (language: Language) => Promise<{ default: Resources } | Resources>;

/** Interpolation values; `count` also picks the plural form (`key_one`, `key_other`…). */
export type TOptions = Readonly<Record<string, unknown>> & { readonly count?: number };
export type TFunction = (key: string, options?: TOptions) => string;

type I18nEvent = 'languageChanged' | 'loaded';
type Listener = () => void;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(resources: Resources | undefined, key: string): string | undefined {
  let node: string | Resources | undefined = resources;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = options[name];
    return value === undefined || value === null ? match : String(value);
  });
}

/**
 * The page's one translator (a Module Federation singleton through @shop/i18n): each app registers
 * a lazy loader for its namespace; only the current language is downloaded; keys read i18next's
 * JSON format (nested keys, `{{name}}`, `_one`/`_other` plural suffixes chosen by
 * Intl.PluralRules, `_other` when a language's extra form has no key). A missing key renders as
 * the key itself. ADR 0013: the same behaviour as the i18next setup it replaces, 15 KB gz less.
 */
class Translator {
  language: Language = 'en';
  isInitialized = false;
  private readonly loaders = new Map<string, NamespaceLoader>();
  private readonly store = new Map<string, Resources>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly listeners: Record<I18nEvent, Set<Listener>> = {
    languageChanged: new Set(),
    loaded: new Set(),
  };
  private readonly pluralRules = new Map<Language, Intl.PluralRules>();
  private readonly preload = new Set<Language>();

  registerNamespace(namespace: string, loader: NamespaceLoader): void {
    this.loaders.set(namespace, loader);
  }

  on(event: I18nEvent, listener: Listener): void {
    this.listeners[event].add(listener);
  }

  off(event: I18nEvent, listener: Listener): void {
    this.listeners[event].delete(listener);
  }

  private emit(event: I18nEvent): void {
    this.listeners[event].forEach((listener) => listener());
  }

  hasLoadedNamespace(namespace: string, options?: { lng?: Language }): boolean {
    return this.store.has(`${options?.lng ?? this.language}|${namespace}`);
  }

  /** Loads a namespace in a language once; a failed load is retried by the next call. */
  private load(language: Language, namespace: string): Promise<void> {
    const key = `${language}|${namespace}`;
    if (this.store.has(key)) return Promise.resolve();
    let pending = this.pending.get(key);
    if (!pending) {
      const loader = this.loaders.get(namespace);
      if (!loader)
        return Promise.reject(new Error(`No loader registered for namespace "${namespace}"`));
      pending = loader(language)
        .then((module) => {
          const resources = 'default' in module ? (module.default as Resources) : module;
          this.store.set(key, resources);
          this.emit('loaded');
        })
        .finally(() => this.pending.delete(key));
      this.pending.set(key, pending);
    }
    return pending;
  }

  /** Loads namespaces in the current language and in every language asked for by loadLanguages. */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const languages = new Set([this.language, ...this.preload]);
    return Promise.all(
      [...languages].flatMap((language) => list.map((namespace) => this.load(language, namespace))),
    ).then(() => undefined);
  }

  /**
   * Keeps other languages loaded too (the Belgian splash speaks both): the namespaces in use now
   * and every namespace loaded later.
   */
  loadLanguages(languages: readonly Language[]): Promise<void> {
    languages.forEach((language) => this.preload.add(language));
    const namespaces = this.namespacesInUse();
    return Promise.all(
      languages.flatMap((language) =>
        namespaces.map((namespace) => this.load(language, namespace)),
      ),
    ).then(() => undefined);
  }

  /** Namespaces loaded or still loading, in any language. */
  private namespacesInUse(): string[] {
    const keys = [...this.store.keys(), ...this.pending.keys()];
    return [...new Set(keys.map((key) => key.split('|')[1] ?? ''))];
  }

  async changeLanguage(language: Language): Promise<void> {
    const namespaces = this.namespacesInUse();
    await Promise.all(namespaces.map((namespace) => this.load(language, namespace)));
    this.language = language;
    this.emit('languageChanged');
  }

  private plural(language: Language, count: number): Intl.LDMLPluralRule {
    let rules = this.pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(languageTag(language));
      this.pluralRules.set(language, rules);
    }
    return rules.select(count);
  }

  /** `t` bound to one language and namespace. */
  getFixedT(language: Language, namespace: string): TFunction {
    return (key, options) => {
      const resources = this.store.get(`${language}|${namespace}`);
      const count = options?.count;
      const text =
        (typeof count === 'number'
          ? (lookup(resources, `${key}_${this.plural(language, count)}`) ??
            lookup(resources, `${key}_other`))
          : undefined) ?? lookup(resources, key);
      return text === undefined ? key : interpolate(text, options);
    };
  }
}

/** The one translator of the page (@shop/i18n is a shared singleton in Module Federation). */
export const i18n = new Translator();

/**
 * Each app owns one namespace and registers how to load it (lazily, one language at a time).
 * Registering before or after init both work: namespaces load on first use.
 */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  i18n.registerNamespace(namespace, loader);
}

export async function initI18n(language: Language): Promise<Translator> {
  if (!i18n.isInitialized) {
    i18n.isInitialized = true;
    i18n.language = language;
  } else if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
  return i18n;
}
