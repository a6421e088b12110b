import { availableSorts, type SearchCriteria, type Sort } from '@shop/criteria';
import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { type SearchFlow, useServedWidth } from '@shop/platform';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { NAMESPACE } from '../../../i18n';
import { whenIdle } from '@shop/design-system/when-idle';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import {
  filterGroupsOf,
  groupCount,
  selectedCountOf,
  type FilterGroup,
} from '../model/filter-groups';
import styles from './FilterBar.module.css';
import { TriggerLabel } from './TriggerLabel';

// Panels, the filters modal and the sort drawer load on first use or once the page is idle.
const loadDesktopFilters = () => import('./DesktopFilters');
const loadFiltersModal = () => import('./FiltersModal');
const loadSortDrawer = () => import('./SortDrawer');
const DesktopFilters = lazy(loadDesktopFilters);
const FiltersModal = lazy(loadFiltersModal);
const SortDrawer = lazy(loadSortDrawer);

export interface FilterBarProps {
  flow: SearchFlow;
  /** The current search (the address hash). */
  criteria: SearchCriteria;
  /** Offers of the current search, once known: the apply button's count until a new one is. */
  resultsCount?: number | undefined;
  /** LEFT-009: the facet counts the current search answered with (a dropdown shows them first). */
  facets?: unknown;
  /** Applies new criteria (navigates: SRCH-030). */
  onApply: (criteria: SearchCriteria) => void;
  /** The number of offers some criteria would show ("View {{count}} offers", SRCH-029). */
  countOffers?: ((criteria: SearchCriteria) => Promise<number>) | undefined;
  /** Desktop sort control, shown at the end of the bar. */
  sortControl?: ReactNode;
  /** Mobile sort drawer: a sort was picked. */
  onSortChange: (sort: Sort) => void;
  /** SRCH-002: the map button (another feature) goes first in the bar. */
  mapButton?: ReactNode;
}

/**
 * SRCH-002, SRCH-019, SRCH-020: on desktop a sticky bar with the map button, the dropdowns
 * Activities, Price, Distance, Facilities and More filters, and the sort; on mobile separate
 * Map, Sort and Filters actions (filters in a full-screen modal, sort in a bottom drawer). Only the
 * buttons render first: the panels load on first use or when the page is idle.
 */
export function FilterBar(props: FilterBarProps) {
  const { flow, criteria, resultsCount, mapButton } = props;
  const { t } = useTranslation(NAMESPACE);
  // Served (issue 16), laid out for the device the server assumed, as it rendered (ADR 0090).
  const mobile = useMediaQuery(MOBILE_QUERY, useServedWidth());
  const [openGroup, setOpenGroup] = useState<FilterGroup | null>(null);
  const [desktopActive, setDesktopActive] = useState(false);
  const [sheet, setSheet] = useState<'filters' | 'sort' | null>(null);
  const [sheetsUsed, setSheetsUsed] = useState({ filters: false, sort: false });
  const ready = resultsCount !== undefined;

  useEffect(() => {
    if (!ready) return;
    return whenIdle(() => void (mobile ? loadFiltersModal() : loadDesktopFilters()));
  }, [mobile, ready]);

  if (mobile) {
    const sorts = availableSorts(flow, criteria);
    const currentSort = sorts.includes(criteria.sort) ? criteria.sort : (sorts[0] ?? criteria.sort);
    const total = selectedCountOf(criteria, flow);
    const open = (which: 'filters' | 'sort') => {
      setSheetsUsed((used) => ({ ...used, [which]: true }));
      setSheet(which);
    };
    return (
      <div className={styles.actions} role="group" aria-label={t('filters.bar')}>
        {mapButton}
        <Button
          variant="neutral"
          className={styles.trigger}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadSortDrawer()}
          onClick={() => open('sort')}
        >
          {t('results.sort.current', { sort: t(`results.sort.options.${currentSort}`) })}
        </Button>
        <Button
          variant="neutral"
          className={styles.trigger}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadFiltersModal()}
          onClick={() => open('filters')}
        >
          <TriggerLabel label={t('filters.actions.filters')} count={total} />
        </Button>
        {sheetsUsed.sort ? (
          <Suspense fallback={null}>
            <SortDrawer
              open={sheet === 'sort'}
              onClose={() => setSheet(null)}
              sorts={sorts}
              current={currentSort}
              onChange={props.onSortChange}
            />
          </Suspense>
        ) : null}
        {sheetsUsed.filters ? (
          <Suspense fallback={null}>
            <FiltersModal
              open={sheet === 'filters'}
              onClose={() => setSheet(null)}
              flow={flow}
              criteria={criteria}
              resultsCount={resultsCount}
              onApply={props.onApply}
              countOffers={props.countOffers}
            />
          </Suspense>
        ) : null}
      </div>
    );
  }

  const plainTriggers = (
    <div className={styles.filters}>
      {filterGroupsOf(flow).map((group) => (
        <Button
          key={group}
          variant="neutral"
          aria-expanded={false}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDesktopFilters()}
          onFocus={() => void loadDesktopFilters()}
          onClick={() => {
            setDesktopActive(true);
            setOpenGroup(group);
          }}
        >
          <TriggerLabel label={t(`filters.groups.${group}`)} count={groupCount(criteria, group)} />
          <span aria-hidden="true" className={styles.chevron}>
            ▾
          </span>
        </Button>
      ))}
    </div>
  );

  return (
    <div className={styles.bar} role="group" aria-label={t('filters.bar')}>
      {mapButton}
      {desktopActive ? (
        <Suspense fallback={plainTriggers}>
          <DesktopFilters
            flow={flow}
            criteria={criteria}
            openGroup={openGroup}
            onOpenGroupChange={setOpenGroup}
            onApply={props.onApply}
            resultsFacets={props.facets}
          />
        </Suspense>
      ) : (
        plainTriggers
      )}
      {props.sortControl ? <div className={styles.sort}>{props.sortControl}</div> : null}
    </div>
  );
}
