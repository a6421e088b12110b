/**
 * @jest-environment <rootDir>/shared/test-support/jsdom-environment.js
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { i18n, initI18n, registerNamespace, retryFailedCopy } from './instance';
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

function Greeting({ namespace = 'demo' }: { namespace?: string }) {
  const { t } = useTranslation(namespace);
  return (
    <p>
      {t('hello', { name: 'Ana' })} · {t('offers', { count: 3 })}
    </p>
  );
}

/** A region's error boundary with its "Try again", as the shell's RemoteRegion does. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button
        onClick={() => {
          void retryFailedCopy();
          this.setState({ failed: false });
        }}
      >
        Try again
      </button>
    );
  }
}

afterEach(() => cleanup());

describe('useTranslation (react-i18next, ADR 0023)', () => {
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

  it('a failed download reaches the error boundary; "Try again" downloads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    registerNamespace('flaky', async (language) => {
      if (!online) throw new Error('offline');
      return RESOURCES[language] ?? {};
    });
    await act(async () => {
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Greeting namespace="flaky" />
          </Suspense>
        </Boundary>,
      );
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    online = true;
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('Hallo Ana · 3 aanbiedingen')).toBeTruthy();
    jest.restoreAllMocks();
  });
});
