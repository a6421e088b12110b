import '@shop/design-system/tokens.css';
import { i18n, initI18n, languageTag, type Language } from '@shop/i18n';
import { LAST_LANGUAGE_COOKIE, platformStore, resolveHost, resolveLocale } from '@shop/platform';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readCookie } from './cookies';
import { loadRegistry, registerRegistryRemotes } from './federation/registry';
import './i18n';

async function start(): Promise<void> {
  const { market, careMode, publicHost } = resolveHost(window.location.host);
  const { locale, needsChoice } = resolveLocale(market, readCookie(LAST_LANGUAGE_COOKIE));
  // ?lng=en forces the English copy (QA and tests); markets otherwise show their own language.
  const language: Language =
    new URLSearchParams(window.location.search).get('lng') === 'en' ? 'en' : locale;

  // Registry and copy load in parallel; the HTML already preloads the registry and remote entry.
  const [registry] = await Promise.all([loadRegistry(), initI18n(language)]);
  // The Belgian splash speaks both languages at once (SHELL-023).
  if (needsChoice && registry.flags.belgianSplash) await i18n.loadLanguages([...market.locales]);
  registerRegistryRemotes(registry);
  platformStore.setState({
    market,
    locale,
    language,
    careMode,
    publicHost,
    flags: registry.flags,
    environment: registry.environment,
  });
  document.documentElement.lang = languageTag(language);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(
    <StrictMode>
      <App registry={registry} languageChoiceNeeded={needsChoice && registry.flags.belgianSplash} />
    </StrictMode>,
  );
}

void start();
