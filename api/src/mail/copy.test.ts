import { describe, expect, it } from '@jest/globals';
import { MAIL_BUNDLES, mailCopy, mailLanguage, type MailKey, type MailLanguage } from './copy';
const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );

describe('mailLanguage: which bundle an e-mail is written from', () => {
  it('a market locale reads its own bundle, the Belgian ones included', () => {
    expect(mailLanguage('fr_FR')).toBe('fr_FR');
    expect(mailLanguage('fr_BE')).toBe('fr_BE');
    expect(mailLanguage('nl_BE', 'nl')).toBe('nl_BE');
    expect(mailLanguage('it_IT', null)).toBe('it_IT');
  });

  it('?lng=en reads English whatever the market', () => {
    expect(mailLanguage('fr_BE', 'en')).toBe('en');
    expect(mailLanguage(undefined, 'en')).toBe('en');
  });

  it("a 2-letter language without its market reads the language's main market", () => {
    expect(mailLanguage(undefined, 'fr')).toBe('fr_FR');
    expect(mailLanguage(null, 'nl')).toBe('nl_NL');
    expect(mailLanguage(undefined, 'es')).toBe('es_ES');
    expect(mailLanguage(undefined, 'it')).toBe('it_IT');
    expect(mailLanguage('fr_BE', 'nl')).toBe('nl_NL');
  });
});

describe('mailCopy', () => {
  it("answers every key from the language's own bundle (no key falls back to English)", () => {
    for (const [language, bundle] of Object.entries(MAIL_BUNDLES)) {
      const t = mailCopy(language as MailLanguage);
      for (const key of keysOf(MAIL_BUNDLES.en) as MailKey[]) {
        const own = key.split('.').reduce<unknown>((node, part) => (node as never)[part], bundle);
        expect(typeof own).toBe('string');
        expect(t(key)).toBe(own);
      }
    }
  });

  it('fills placeholders with the values as written: plain text, nothing HTML-escaped', () => {
    const t = mailCopy('en');
    expect(t('giftCard.offers', { from: `O'Brien & <Co> "Ltd"`, amount: '€5' })).toBe(
      `O'Brien & <Co> "Ltd" offers you a gift card of €5.`,
    );
    // A value is not read as copy: no placeholder or nesting inside it is resolved.
    expect(t('giftCard.subject', { from: '{{amount}} $t(giftCard.hello) $1' })).toBe(
      '{{amount}} $t(giftCard.hello) $1 offers you a gift card',
    );
  });
});
