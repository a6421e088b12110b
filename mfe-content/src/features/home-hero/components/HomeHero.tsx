import type { ContentFlow, HomepageContent } from '@shop/api-contract';
import { sameSiteImage } from '@shop/criteria';
import type { SearchFlow } from '@shop/platform';
import { RemoteWidget } from '@shop/platform/remote-widget';
import { lazy, Suspense } from 'react';
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

// One props object per flow (stable identity: the widget does not re-render for nothing).
const SEARCH_BOX_PROPS: Record<ContentFlow, SearchBoxWidgetProps> = {
  booking: { flow: 'booking' },
  gifting: { flow: 'gifting' },
  activity: { flow: 'activity' },
};

export interface HomeHeroProps {
  flow: ContentFlow;
  /** The flow's jumbotron (this app's copy until the content comes). */
  jumbotron: NonNullable<HomepageContent['jumbotron']>;
}

/**
 * CONT-005: the home jumbotron — the flow's title, subtitle, small and large images and the
 * search box of mfe_search in the flow. The search box loads once the page is idle, in a space
 * reserved for it.
 */
export function HomeHero({ flow, jumbotron }: HomeHeroProps) {
  const small = sameSiteImage(jumbotron.imageSmall);
  const large = sameSiteImage(jumbotron.imageLarge) ?? small;
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title" data-testid="home-hero">
      {small || large ? (
        <picture className={styles.backdrop}>
          {large ? <source media="(min-width: 600px)" srcSet={large} /> : null}
          <img src={small ?? large} alt="" width={1200} height={400} fetchPriority="high" />
        </picture>
      ) : null}
      <h1 id="home-hero-title" className={styles.title}>
        {jumbotron.title}
      </h1>
      <p className={styles.subtitle}>{jumbotron.subtitle}</p>
      <RemoteWidget<SearchBoxWidgetProps>
        remote={SEARCH_BOX.remote}
        module={SEARCH_BOX.module}
        props={SEARCH_BOX_PROPS[flow]}
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
