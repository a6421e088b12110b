/**
 * @jest-environment <rootDir>/shared/test-support/jsdom-environment.js
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { i18n, initI18n, registerNamespace } from './instance';
import { useTranslation } from './use-translation';

const RESOURCES: Record<string, Record<string, string>> = {
  en: { hello: 'Hello {{name}}', offers_one: '{{count}} offer', offers_other: '{{count}} offers' },
  fr_FR: {
    hello: 'Bonjour {{name}}',
    offers_one: '{{count}} offre',
    offers_other: '{{count}} offres',
  },
  nl_BE: {
    hello: 'Hallo {{name}}',
    offers_one: '{{count}} aanbieding',
    offers_other: '{{count}} aanbiedingen',
  },
};
const requested: string[] = [];
registerNamespace('demo', async (language) => {
  requested.push(language);
  return RESOURCES[language] ?? {};
});

function Greeting() {
  const { t } = useTranslation('demo');
  return (
    <p>
      {t('hello', { name: 'Ana' })} · {t('offers', { count: 3 })}
    </p>
  );
}

afterEach(() => cleanup());

describe('useTranslation (ADR 0007)', () => {
  it('suspends until the namespace loads, then renders the copy with plurals', async () => {
    await initI18n('fr_FR');
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    // The render suspended until the namespace arrived, then resumed.
    expect(screen.getByText('Bonjour Ana · 3 offres')).toBeTruthy();
    // Only the current language is downloaded: no fallback bundle.
    expect(requested).toEqual(['fr_FR']);
  });

  it('re-renders in the new language when it changes', async () => {
    render(
      <Suspense fallback={<p>loading</p>}>
        <Greeting />
      </Suspense>,
    );
    expect(screen.getByText('Bonjour Ana · 3 offres')).toBeTruthy();
    await act(() => i18n.changeLanguage('nl_BE'));
    expect(screen.getByText('Hallo Ana · 3 aanbiedingen')).toBeTruthy();
    expect(requested).toEqual(['fr_FR', 'nl_BE']);
  });
});
