import { useTranslation } from '@shop/i18n';
import type { SearchFlow } from '@shop/platform';
import { RemoteWidget } from '@shop/platform/remote-widget';
import { lazy, Suspense } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './HomeHero.module.css';

// A rare state: its code loads only when the search box cannot.
const HeroSearchFallback = lazy(() => import('./HeroSearchFallback'));

/** The props `mfe_search/SearchBox` documents for embedding apps (its exposed module's contract). */
export interface SearchBoxWidgetProps {
  flow?: SearchFlow;
  compact?: boolean;
  suggestDates?: boolean;
}

/** The exposed module of mfe-search the hero embeds (never its source: ARCHITECTURE §2). */
export const SEARCH_BOX = { remote: 'mfe_search', module: './SearchBox' } as const;

// The home page's booking search (the Stays/Gifts toggle, CONT-004, comes with the home content).
const SEARCH_BOX_PROPS: SearchBoxWidgetProps = { flow: 'booking' };

/**
 * CONT-005: the home jumbotron — title, subtitle and the search box of mfe_search (destination,
 * dates, guests) in the booking flow. The title shows with the page; the search box loads once
 * the page is idle, in a space reserved for it.
 */
export function HomeHero() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title" data-testid="home-hero">
      <h1 id="home-hero-title" className={styles.title}>
        {t('home.hero.title')}
      </h1>
      <p className={styles.subtitle}>{t('home.hero.subtitle')}</p>
      <RemoteWidget<SearchBoxWidgetProps>
        remote={SEARCH_BOX.remote}
        module={SEARCH_BOX.module}
        props={SEARCH_BOX_PROPS}
        className={styles.searchBox}
        placeholderClassName={styles.placeholder}
        fallback={(retry) => (
          <Suspense fallback={<div className={styles.placeholder} aria-hidden="true" />}>
            <HeroSearchFallback onRetry={retry} />
          </Suspense>
        )}
      />
    </section>
  );
}
