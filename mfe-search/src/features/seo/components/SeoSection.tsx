import type { SearchDetails } from '@shop/api-contract';
import {
  applyDestinationSuggestion,
  DEFAULT_SEARCH_CRITERIA,
  displayFlow,
  serialiseSearchHash,
  updateSearchQuery,
  type DestinationCategory,
  type SearchCriteria,
} from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { Link, usePlatform, type PlatformLocation, type SearchFlow } from '@shop/platform';
import { Suspense, useId } from 'react';
import { LATER_NAMESPACE, NAMESPACE } from '../../../i18n';
import { suggestionSource, useSuggestionLinks } from '../api/suggestion-links';
import styles from './Seo.module.css';

export interface SeoSectionProps {
  flow: SearchFlow;
  criteria: SearchCriteria;
  location: PlatformLocation;
  /** What the search understood (destination and theme names), once answered. */
  details: SearchDetails | null | undefined;
}

/** SRCH-007: the search of one suggestion link: that destination, in the theme it was counted in. */
export function suggestionHref(
  location: PlatformLocation,
  criteria: SearchCriteria,
  suggestion: { id: number; category: DestinationCategory },
): string {
  const themed = suggestionSource(criteria)?.type === 'theme';
  const next = applyDestinationSuggestion(
    { ...DEFAULT_SEARCH_CRITERIA, theme: themed ? criteria.theme : undefined },
    { id: String(suggestion.id), category: suggestion.category },
  );
  const query = updateSearchQuery(location.search, { page: 0 });
  return `${location.pathname}${query ? `?${query}` : ''}#${serialiseSearchHash(next)}`;
}

/** SRCH-007: destination links in 5 columns, each with "{{count}} weekends". */
function SuggestionLinks({ location, criteria }: Pick<SeoSectionProps, 'location' | 'criteria'>) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const headingId = useId();
  const links = useSuggestionLinks(locale, criteria);
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} data-testid="suggestion-links">
      <h2 id={headingId} className={styles.heading}>
        {t('seo.links.heading')}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.id}>
            <Link to={suggestionHref(location, criteria, link)} className={styles.link}>
              <span className={styles.label}>{link.label}</span>
              <span className={styles.count}>{t('seo.links.count', { count: link.count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * SRCH-008: the long text for search engines, written for the search: the flow's title, the
 * destination and theme searched when known.
 */
function SeoText({ flow, details }: Pick<SeoSectionProps, 'flow' | 'details'>) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const results = useTranslation(NAMESPACE).t;
  const headingId = useId();
  const title = results(`results.title.${displayFlow(flow)}`);
  const place = details?.destination?.label;
  const theme = details?.theme?.label;
  return (
    <section aria-labelledby={headingId} className={styles.text} data-testid="seo-text">
      <h2 id={headingId} className={styles.heading}>
        {place ? t('seo.text.headingPlace', { title, place }) : title}
      </h2>
      <p>{t(`seo.text.intro.${displayFlow(flow)}`)}</p>
      <p>{place ? t('seo.text.place', { place }) : t('seo.text.anywhere')}</p>
      {theme ? <p>{t('seo.text.theme', { theme })}</p> : null}
      <p>{t('seo.text.compare')}</p>
      <p>{t('seo.text.gift')}</p>
    </section>
  );
}

/** SRCH-007, SRCH-008: below the results: the suggestion links, then the text. */
export default function SeoSection({ flow, criteria, location, details }: SeoSectionProps) {
  return (
    <div className={styles.area}>
      {flow === 'activity' ? null : (
        <Suspense fallback={null}>
          <SuggestionLinks location={location} criteria={criteria} />
        </Suspense>
      )}
      <SeoText flow={flow} details={details} />
    </div>
  );
}
