import { i18n, initI18n, type Language, registeredNamespaces } from '@shop/i18n';

/** One i18next instance per language, sharing the page instance's store of copy. */
const instances = new Map<Language, typeof i18n>();

/**
 * The copy a server render translates with (issue 16, ADR 0088), for `<CopyProvider>`: an
 * instance in `language` with every registered namespace loaded. Requests in different languages
 * render at once on the server, so each gets its language's instance rather than switching the
 * page instance's language; all share one store, so each namespace loads once per language.
 */
export async function serverCopy(language: Language): Promise<typeof i18n> {
  if (!i18n.isInitialized) await initI18n(language);
  let instance = instances.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language });
    instances.set(language, instance);
  }
  // A clone starts in the page instance's language and switches once its copy has loaded.
  if (instance.language !== language) await instance.changeLanguage(language);
  await instance.loadNamespaces(registeredNamespaces());
  return instance;
}
