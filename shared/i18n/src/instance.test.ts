import { describe, expect, it } from '@jest/globals';
import { formattingLocale } from './languages';
import {
  copyFailed,
  copyInstance,
  i18n,
  initI18n,
  loadersSignature,
  registerNamespace,
  retryFailedCopy,
} from './instance';

// ADR 0023: i18next with one namespace per app, loaded lazily through the apps' loaders.
const COPY = {
  en: {
    nested: {
      title: 'Weekend getaways',
      offers_one: '{{count}} offer',
      offers_other: '{{count}} offers',
    },
    hello: 'Hello {{ name }}, {{name}}!',
  },
  fr_FR: {
    nested: { title: 'Week-ends', offers_one: '{{count}} offre', offers_other: '{{count}} offres' },
    hello: 'Bonjour {{name}}',
  },
  it_IT: {
    nested: {
      title: 'Weekend',
      offers_one: '{{count}} offerta',
      offers_other: '{{count}} offerte',
    },
    hello: 'Ciao {{name}}',
  },
};
const requested: string[] = [];
registerNamespace('unit', async (language) => {
  requested.push(language);
  return { default: COPY[language as keyof typeof COPY] };
});

/** A loader that waits for `release()`, to act while a namespace is still loading. */
function gatedNamespace(namespace: string): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  registerNamespace(namespace, async (language) => {
    await gate;
    return { greeting: `hi ${language}` };
  });
  return release;
}

describe('i18next instance (ADR 0023)', () => {
  it('loads a namespace lazily, in the current language only, and reads nested keys and {{name}}', async () => {
    await initI18n('en');
    expect(i18n.hasLoadedNamespace('unit')).toBe(false);
    expect(requested).toEqual([]);
    await i18n.loadNamespaces('unit');
    expect(requested).toEqual(['en']);
    const t = i18n.getFixedT('en', 'unit');
    expect(t('nested.title')).toBe('Weekend getaways');
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana, Ana!');
  });

  it('leaves escaping to React: interpolated values are not HTML-escaped', () => {
    expect(i18n.getFixedT('en', 'unit')('hello', { name: '<b>Ana</b> & co' })).toBe(
      'Hello <b>Ana</b> & co, <b>Ana</b> & co!',
    );
  });

  it('picks plural forms per language (French 0 is singular; extra forms fall back to _other)', async () => {
    await i18n.loadLanguages(['fr_FR', 'it_IT']);
    const en = i18n.getFixedT('en', 'unit');
    const fr = i18n.getFixedT('fr_FR', 'unit');
    const it_ = i18n.getFixedT('it_IT', 'unit');
    expect(en('nested.offers', { count: 0 })).toBe('0 offers');
    expect(en('nested.offers', { count: 1 })).toBe('1 offer');
    expect(fr('nested.offers', { count: 0 })).toBe('0 offre');
    expect(fr('nested.offers', { count: 1_000_000 })).toBe('1000000 offres');
    expect(it_('nested.offers', { count: 2 })).toBe('2 offerte');
  });

  it('?lng=en: English copy on a market page, the market still formats prices and dates', async () => {
    await initI18n('en');
    expect(i18n.getFixedT(i18n.language, 'unit')('nested.title')).toBe('Weekend getaways');
    expect(formattingLocale('en', 'fr_FR')).toBe('fr-FR');
  });

  it('keeps languages asked for by loadLanguages loaded for namespaces loaded later', async () => {
    registerNamespace('later', async (language) => ({ greeting: `hi ${language}` }));
    await i18n.loadNamespaces('later');
    expect(i18n.getFixedT('fr_FR', 'later')('greeting')).toBe('hi fr_FR');
    expect(i18n.getFixedT('en', 'later')('greeting')).toBe('hi en');
  });

  it('SHELL-023: the Belgian splash has French and Dutch at once, even for a namespace still loading', async () => {
    const release = gatedNamespace('splash');
    const loading = i18n.loadNamespaces('splash');
    const both = i18n.loadLanguages(['fr_BE', 'nl_BE']);
    release();
    await Promise.all([loading, both]);
    expect(i18n.getFixedT('nl_BE', 'splash')('greeting')).toBe('hi nl_BE');
    expect(i18n.getFixedT('fr_BE', 'splash')('greeting')).toBe('hi fr_BE');
    expect(i18n.language).toBe('en');
  });

  it('changes language only once the namespaces in use, even those still loading, are there', async () => {
    const release = gatedNamespace('slow');
    void i18n.loadNamespaces('slow');
    let changes = 0;
    const listener = () => (changes += 1);
    i18n.on('languageChanged', listener);
    const changing = i18n.changeLanguage('nl_NL');
    await Promise.resolve();
    expect(i18n.language).toBe('en');
    release();
    await changing;
    i18n.off('languageChanged', listener);
    expect(i18n.language).toBe('nl_NL');
    expect(changes).toBe(1);
    expect(i18n.hasLoadedNamespace('slow', { lng: 'nl_NL' })).toBe(true);
    expect(i18n.hasLoadedNamespace('unit', { lng: 'nl_NL' })).toBe(true);
    await i18n.changeLanguage('en');
  });

  it('answers the key itself for a missing key or namespace', () => {
    expect(i18n.getFixedT('en', 'unit')('nested.nope')).toBe('nested.nope');
    expect(i18n.getFixedT('en', 'nowhere')('x')).toBe('x');
  });

  it('marks a failed download, and retryFailedCopy downloads it again; an unknown namespace fails', async () => {
    let failures = 1;
    registerNamespace('flaky', async () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('offline');
      }
      return { status: 'loaded' };
    });
    await i18n.loadNamespaces('flaky');
    expect(copyFailed('en', 'flaky')).toBe(true);
    expect(i18n.getFixedT('en', 'flaky')('status')).toBe('status');
    await retryFailedCopy();
    expect(copyFailed('en', 'flaky')).toBe(false);
    expect(i18n.getFixedT('en', 'flaky')('status')).toBe('loaded');
    await i18n.loadNamespaces('unregistered');
    expect(copyFailed('en', 'unregistered')).toBe(true);
  });

  it('ADR 0093: an app registering its copy anew changes the signature; a copy instance loads the new copy, apart from the page instance', async () => {
    registerNamespace('release', async () => ({ name: 'Stays or gifts' }));
    const before = loadersSignature();
    expect(loadersSignature()).toBe(before);
    const first = copyInstance('en');
    await first.loadNamespaces('release');
    expect(first.getFixedT('en', 'release')('name')).toBe('Stays or gifts');

    registerNamespace('release', async () => ({ name: 'Stays or gifts, new' }));
    expect(loadersSignature()).not.toBe(before);
    const second = copyInstance('en');
    await second.loadNamespaces('release');
    expect(second.getFixedT('en', 'release')('name')).toBe('Stays or gifts, new');
    // Each instance keeps its own store; the page instance loaded neither.
    expect(first.getFixedT('en', 'release')('name')).toBe('Stays or gifts');
    expect(i18n.hasLoadedNamespace('release')).toBe(false);
  });

  it('ADR 0093: a copy instance starts with the copy the page instance holds in its language', async () => {
    await i18n.loadNamespaces('unit');
    const copy = copyInstance('en');
    expect(copy.hasLoadedNamespace('unit')).toBe(true);
    expect(copy.getFixedT('en', 'unit')('nested.title')).toBe('Weekend getaways');
    copy.addResource('en', 'unit', 'nested.title', 'Changed');
    expect(i18n.getFixedT('en', 'unit')('nested.title')).toBe('Weekend getaways');
  });
});
