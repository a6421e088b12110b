import { facetsResponseSchema } from '@shop/api-contract';
import type { SearchCriteria } from '@shop/criteria';
import { Button, Popover } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform, type SearchFlow } from '@shop/platform';
import { useEffect, useRef, useState } from 'react';
import { safeParse } from 'zod/mini';
import { NAMESPACE } from '../../../i18n';
import { facetsUrl, useFacets } from '../api/facets';
import {
  clearGroup,
  filterGroupsOf,
  groupChanged,
  groupCount,
  sameCriteria,
  type FilterGroup,
} from '../model/filter-groups';
import barStyles from './FilterBar.module.css';
import { SECTIONS } from './FilterSections';
import styles from './FilterPanels.module.css';
import { TriggerLabel } from './TriggerLabel';

export interface DesktopFiltersProps {
  flow: SearchFlow;
  criteria: SearchCriteria;
  openGroup: FilterGroup | null;
  onOpenGroupChange: (group: FilterGroup | null) => void;
  onApply: (criteria: SearchCriteria) => void;
  /** LEFT-009: the facets of the current search's answer, shown until a selection changes. */
  resultsFacets?: unknown;
}

/** Pending selections of the open dropdown, for the search they were started from. */
interface Draft {
  group: FilterGroup;
  base: SearchCriteria;
  pending: SearchCriteria;
}

/**
 * SRCH-019, SRCH-021..024, SRCH-027 (lazy chunk): the desktop dropdowns. Each keeps an open/closed
 * state and pending selections: Confirm applies them, Cancel or Escape restores the current
 * search's values, Clear resets that filter and searches at once; a click outside Distance applies
 * it if changed (else it closes and the pending values go). While a dropdown is open, each change
 * asks for fresh facet counts (debounced), the activity list with the Activities dropdown.
 */
export default function DesktopFilters({
  flow,
  criteria,
  openGroup,
  onOpenGroupChange,
  onApply,
  resultsFacets,
}: DesktopFiltersProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const [draft, setDraft] = useState<Draft | null>(null);
  const pending =
    draft && draft.group === openGroup && draft.base === criteria ? draft.pending : criteria;
  // LEFT-009, spec §7: a dropdown opens on the counts its search answered with; facets.json is
  // asked when a selection changes while it is open, and for the activity list.
  const answered = safeParse(facetsResponseSchema, resultsFacets);
  const asked =
    openGroup !== null &&
    (openGroup === 'activities' || !answered.success || !sameCriteria(pending, criteria));
  const requested = useFacets(
    asked
      ? facetsUrl(pending, { flow, locale, includeActivities: openGroup === 'activities' })
      : null,
  );
  // Until facets.json answers, the search's own counts stay shown (the lists keep their focus).
  const facets = asked
    ? { ...requested, data: requested.data ?? answered.data }
    : { data: answered.data, error: undefined, loading: false, retry: requested.retry };

  // Opened by the click that loaded this chunk: move focus into the panel, as the trigger would.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = root.current?.querySelector<HTMLElement>('[role="dialog"]');
    if (!panel) return;
    (panel.querySelector<HTMLElement>('input:not([disabled])') ?? panel).focus();
  }, []);

  const apply = (next: SearchCriteria) => {
    if (!sameCriteria(next, criteria)) onApply(next);
  };

  return (
    <div ref={root} className={barStyles.filters}>
      {filterGroupsOf(flow).map((group) => {
        const Section = SECTIONS[group];
        const label = t(`filters.groups.${group}`);
        return (
          <Popover
            key={group}
            trigger={
              <>
                <TriggerLabel label={label} count={groupCount(criteria, group)} />
                <span aria-hidden="true" className={barStyles.chevron}>
                  ▾
                </span>
              </>
            }
            chevron={false}
            open={openGroup === group}
            onOpenChange={(open) => {
              setDraft(null);
              onOpenGroupChange(open ? group : null);
            }}
            onOutsideClick={
              group === 'distance'
                ? () => {
                    if (groupChanged(pending, criteria, 'distance')) apply(pending);
                  }
                : undefined
            }
            panelLabel={label}
            align={group === 'more' || group === 'facilities' ? 'end' : 'start'}
            triggerClassName={barStyles.trigger}
            panelClassName={styles.panel}
          >
            {(close) => (
              <>
                <Section
                  flow={flow}
                  pending={pending}
                  onChange={(next) => setDraft({ group, base: criteria, pending: next })}
                  facets={facets}
                  showTitle={false}
                />
                <div className={styles.footer}>
                  <Button
                    variant="secondary"
                    onClick={() => {
                      apply(clearGroup(criteria, group));
                      close();
                    }}
                  >
                    {t('filters.actions.clear')}
                  </Button>
                  <Button variant="secondary" onClick={close}>
                    {t('filters.actions.cancel')}
                  </Button>
                  <Button
                    onClick={() => {
                      apply(pending);
                      close();
                    }}
                  >
                    {t('filters.actions.confirm')}
                  </Button>
                </div>
              </>
            )}
          </Popover>
        );
      })}
    </div>
  );
}
