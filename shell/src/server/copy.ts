import {
  copyInstance,
  type i18n,
  type Language,
  loadersSignature,
  registeredNamespaces,
} from '@shop/i18n';

/** How many sets of copy (a language with a set of app releases) the server keeps. */
const KEPT = 24;

/** The copy of each language and release set, loaded or loading, least recently used first. */
const kept = new Map<string, Promise<typeof i18n>>();

/** An instance with every registered namespace loaded; rejects when one failed to load. */
async function loadCopy(language: Language): Promise<typeof i18n> {
  const instance = copyInstance(language);
  const missing: string[] = [];
  instance.on('failedLoading', (_language, namespace) => missing.push(namespace));
  await instance.loadNamespaces(registeredNamespaces());
  if (missing.length) throw new Error(`The copy of ${missing.join(', ')} (${language}) failed`);
  return instance;
}

/**
 * The copy a server render translates with (issue 16, ADR 0088), for `<CopyProvider>`: an
 * instance in `language` with every registered namespace loaded. Requests in several languages
 * render at once, so each language has its instance. Each set of the apps' builds has its own
 * too: a promoted or rolled-back release loads its app's code anew, which registers its copy
 * anew, and the next render translates with that copy (ADR 0093), so that the browser, which
 * loads the same release, hydrates the same words. A set whose copy failed to load is not kept:
 * the render fails (the page renders in the browser) and the next one loads it again.
 */
export function serverCopy(language: Language): Promise<typeof i18n> {
  const key = `${language}|${loadersSignature()}`;
  let copy = kept.get(key);
  if (copy) {
    kept.delete(key);
  } else {
    copy = loadCopy(language);
    copy.catch(() => kept.delete(key));
  }
  kept.set(key, copy);
  for (const old of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(old);
  }
  return copy;
}
