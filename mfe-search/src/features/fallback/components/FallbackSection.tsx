import type { SearchDetails } from '@shop/api-contract';
import { FALLBACK_RADIUS_KM, updateSearchQuery, type SearchCriteria } from '@shop/criteria';
import { Alert, useNearViewport, VisuallyHidden } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, usePlatform, type PlatformLocation, type SearchFlow } from '@shop/platform';
import { Suspense, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import type { SearchCard } from '../../../entities/offer/model/search-card';
import { resultsPageSize } from '../../../entities/search/api/search-offers';
import { ResultCard } from '../../../entities/offer/components/ResultCard';
import { NoResults } from '../../../entities/offer/components/ResultMessages';
import { ResultsGrid } from '../../../entities/offer/components/ResultsGrid';
import { ResultsSkeleton } from '../../../entities/offer/components/ResultStates';
import { fallbackRequest, useFallbackCards } from '../api/fallback-offers';
import { fallbackMessage, fallbackPlan, type FallbackBlockPlan } from '../fallback-plan';
import styles from './Fallback.module.css';

/** A fallback block starts loading when it is this close to the viewport. */
const BLOCK_MARGIN = '200px 0px';

type Translate = ReturnType<typeof useTranslation>['t'];

/** The block's title: the place searched (around it, or the place above it), and what was dropped. */
export function fallbackTitle(t: Translate, { key, placeLabel }: FallbackBlockPlan): string {
  const { destination } = key;
  const place = destination.isAround
    ? placeLabel
      ? t('fallback.around', { destination: placeLabel, radius: FALLBACK_RADIUS_KM })
      : t('fallback.within', { radius: FALLBACK_RADIUS_KM })
    : placeLabel
      ? t('fallback.in', { destination: placeLabel })
      : t('fallback.yourDestination');
  return [
    place,
    key.dates.isRemoved ? t('fallback.otherDates') : undefined,
    key.category.isRemoved ? t('fallback.allThemes') : undefined,
  ]
    .filter((part): part is string => part !== undefined)
    .join(' · ');
}

interface BlockProps {
  plan: FallbackBlockPlan;
  flow: SearchFlow;
  criteria: SearchCriteria;
  location: PlatformLocation;
  formatTag: string;
  onSettled: (value: string, count: number) => void;
}

/** The block's cards once answered: title, "See all offers" and up to 3 cards (SRCH-062). */
function FallbackCards({
  plan,
  flow,
  criteria,
  location,
  formatTag,
  body,
  titleId,
  onCount,
}: Omit<BlockProps, 'onSettled'> & {
  body: string;
  titleId: string;
  onCount: (count: number) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const cards: SearchCard[] = useFallbackCards(body);
  useEffect(() => onCount(cards.length), [cards.length, onCount]);
  if (cards.length === 0) return null;
  const { key } = plan;
  const title = fallbackTitle(t, plan);
  const query = updateSearchQuery(location.search, { page: 0 });
  const href = `${location.pathname}${query ? `?${query}` : ''}#${key.value}`;
  const hasDates = flow !== 'gifting' && !key.dates.isRemoved && criteria.checkin !== undefined;
  return (
    <>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <Link to={href} className={styles.seeAll}>
          {t('fallback.seeAll')} <VisuallyHidden>{`(${title})`}</VisuallyHidden>
        </Link>
      </div>
      <ResultsGrid
        cards={cards}
        renderCard={(card) => (
          <ResultCard
            card={card}
            flow={flow}
            hash={key.value}
            hasDates={hasDates}
            formatTag={formatTag}
          />
        )}
      />
    </>
  );
}

/** SRCH-062: one fallback block, fetched and rendered when it nears the viewport. */
function FallbackBlock(props: BlockProps) {
  const { plan, flow, onSettled } = props;
  const locale = usePlatform((state) => state.locale);
  const [ref, near] = useNearViewport<HTMLElement>(BLOCK_MARGIN);
  const [count, setCount] = useState<number | undefined>(undefined);
  const titleId = useId();
  const value = plan.key.value;
  const body = useMemo(
    () => JSON.stringify(fallbackRequest(flow, value, locale)),
    [flow, value, locale],
  );
  const onCount = useCallback(
    (next: number) => {
      setCount(next);
      onSettled(value, next);
    },
    [onSettled, value],
  );
  // SRCH-064: an empty or failed block is not shown at all.
  if (count === 0) return null;
  return (
    <section
      ref={ref}
      className={`${styles.block} ${count === undefined ? styles.pending : ''}`}
      aria-labelledby={count ? titleId : undefined}
      data-testid="fallback-block"
    >
      {near ? (
        <Suspense fallback={<ResultsSkeleton count={3} />}>
          <FallbackCards {...props} body={body} titleId={titleId} onCount={onCount} />
        </Suspense>
      ) : null}
    </section>
  );
}

export interface FallbackSectionProps {
  flow: SearchFlow;
  criteria: SearchCriteria;
  location: PlatformLocation;
  /** Total exact results and the cards shown on this page. */
  resultsCount: number;
  exactCount: number;
  details: SearchDetails | null | undefined;
  formatTag: string;
  /** "Remove all filters" (clears the hash). */
  onClear: () => void;
}

/**
 * SRCH-061..064: the fallback suggestions under (or instead of) few exact results: the info
 * message of SRCH-063 and one lazily loaded block of 3 per suggestion search.
 */
export default function FallbackSection({
  flow,
  criteria,
  location,
  resultsCount,
  exactCount,
  details,
  formatTag,
  onClear,
}: FallbackSectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const plan = useMemo(
    () => fallbackPlan({ flow, criteria, resultsCount, pageSize: resultsPageSize(flow), details }),
    [flow, criteria, resultsCount, details],
  );
  const [counts, setCounts] = useState<Readonly<Record<string, number>>>({});
  const onSettled = useCallback(
    (value: string, count: number) =>
      setCounts((current) => (current[value] === count ? current : { ...current, [value]: count })),
    [],
  );
  const message = fallbackMessage(
    exactCount,
    plan.map(({ key }) => counts[key.value]),
  );
  if (message === 'noResults') return <NoResults onClear={onClear} />;
  if (plan.length === 0) return null;
  return (
    <div className={styles.section} data-testid="fallback-suggestions">
      {message ? (
        <>
          <h2 className={styles.heading}>{t('fallback.heading')}</h2>
          <Alert tone="info">
            <p className={styles.message}>{t(`fallback.message.${message}`)}</p>
          </Alert>
        </>
      ) : null}
      {plan.map((block) => (
        <FallbackBlock
          key={block.key.value}
          plan={block}
          flow={flow}
          criteria={criteria}
          location={location}
          formatTag={formatTag}
          onSettled={onSettled}
        />
      ))}
    </div>
  );
}
