import { describe, expect, it } from '@jest/globals';
import { i18n, initI18n, registerNamespace } from './instance';

// ADR 0013: the translator reads i18next's JSON format with the same results.
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
registerNamespace('unit', async (language) => ({ default: COPY[language as keyof typeof COPY] }));

let failures = 1;
registerNamespace('flaky', async () => {
  if (failures > 0) {
    failures -= 1;
    throw new Error('offline');
  }
  return { ok: 'ok' };
});

describe('translator (ADR 0013)', () => {
  it('reads nested keys, interpolates {{name}} with or without spaces, keeps unknown placeholders', async () => {
    await initI18n('en');
    await i18n.loadNamespaces('unit');
    const t = i18n.getFixedT('en', 'unit');
    expect(t('nested.title')).toBe('Weekend getaways');
    expect(t('hello', { name: 'Ana' })).toBe('Hello Ana, Ana!');
    expect(t('hello')).toBe('Hello {{ name }}, {{name}}!');
  });

  it('picks plural forms with Intl.PluralRules (French 0 is singular; extra forms fall back to _other)', async () => {
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

  it('keeps languages asked for by loadLanguages loaded for namespaces loaded later', async () => {
    registerNamespace('later', async (language) => ({ greeting: `hi ${language}` }));
    await i18n.loadLanguages(['fr_FR']);
    await i18n.loadNamespaces('later');
    expect(i18n.getFixedT('fr_FR', 'later')('greeting')).toBe('hi fr_FR');
    expect(i18n.getFixedT('en', 'later')('greeting')).toBe('hi en');
  });

  it('SHELL-023: loadLanguages also covers a namespace still loading (the shell preloads its copy)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    registerNamespace('slow', async (language) => {
      await gate;
      return { greeting: `hi ${language}` };
    });
    const loading = i18n.loadNamespaces('slow');
    const both = i18n.loadLanguages(['nl_BE']);
    release();
    await Promise.all([loading, both]);
    expect(i18n.hasLoadedNamespace('slow', { lng: 'nl_BE' })).toBe(true);
    expect(i18n.getFixedT('nl_BE', 'slow')('greeting')).toBe('hi nl_BE');
  });

  it('answers the key itself for a missing key or namespace', () => {
    expect(i18n.getFixedT('en', 'unit')('nested.nope')).toBe('nested.nope');
    expect(i18n.getFixedT('en', 'nowhere')('x')).toBe('x');
  });

  it('changes language after loading the namespaces in use, and tells listeners', async () => {
    let changes = 0;
    const listener = () => (changes += 1);
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('fr_FR');
    i18n.off('languageChanged', listener);
    expect(i18n.language).toBe('fr_FR');
    expect(i18n.hasLoadedNamespace('unit')).toBe(true);
    expect(changes).toBe(1);
    await i18n.changeLanguage('en');
  });

  it('retries a namespace whose download failed, and rejects an unknown namespace', async () => {
    await expect(i18n.loadNamespaces('flaky')).rejects.toThrow('offline');
    await i18n.loadNamespaces('flaky');
    expect(i18n.getFixedT('en', 'flaky')('ok')).toBe('ok');
    await expect(i18n.loadNamespaces('unregistered')).rejects.toThrow(/No loader/);
  });
});
