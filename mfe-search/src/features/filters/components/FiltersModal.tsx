import { parseSearchHash, serialiseSearchHash, type SearchCriteria } from '@shop/criteria';
import { Button, Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform, type SearchFlow } from '@shop/platform';
import { useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { facetsUrl, useFacets } from '../api/facets';
import { useDebouncedSWR } from '../hooks/use-debounced-swr';
import { clearAllGroups, filterGroupsOf, sameCriteria } from '../model/filter-groups';
import { SECTIONS } from './FilterSections';
import styles from './FilterPanels.module.css';

export interface FiltersModalProps {
  open: boolean;
  onClose: () => void;
  flow: SearchFlow;
  criteria: SearchCriteria;
  resultsCount?: number | undefined;
  onApply: (criteria: SearchCriteria) => void;
  countOffers?: ((criteria: SearchCriteria) => Promise<number>) | undefined;
}

/**
 * SRCH-020..023, SRCH-027, SRCH-029 (lazy chunk): the mobile filters in a full-screen modal. Every
 * filter edits one pending selection: "View {{count}} offers" applies it (the count of the pending
 * selection, asked for after each change), closing or Escape restores the current search, Clear
 * all resets the filters and searches at once.
 */
export default function FiltersModal({
  open,
  onClose,
  flow,
  criteria,
  resultsCount,
  onApply,
  countOffers,
}: FiltersModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const [draft, setDraft] = useState<{ base: SearchCriteria; pending: SearchCriteria } | null>(
    null,
  );
  const pending = draft && draft.base === criteria ? draft.pending : criteria;
  const changed = !sameCriteria(pending, criteria);
  const facets = useFacets(
    open ? facetsUrl(pending, { flow, locale, includeActivities: true }) : null,
  );
  // The count of a selection depends on the flow and market too: they are part of the key.
  const pendingCount = useDebouncedSWR(
    `offers-count ${flow} ${locale}`,
    open && changed && countOffers ? serialiseSearchHash(pending) : null,
    (hash) => (countOffers ? countOffers(parseSearchHash(hash)) : Promise.resolve(0)),
  );
  const count = changed
    ? pendingCount.loading || pendingCount.error !== undefined
      ? undefined
      : pendingCount.data
    : resultsCount;

  const close = () => {
    setDraft(null);
    onClose();
  };
  const apply = (next: SearchCriteria) => {
    if (!sameCriteria(next, criteria)) onApply(next);
    close();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('filters.modalTitle')}
      closeLabel={t('filters.actions.close')}
      variant="fullscreen"
      size="l"
      footer={
        <div className={styles.modalFooter}>
          <Button variant="secondary" onClick={() => apply(clearAllGroups(criteria))}>
            {t('filters.actions.clearAll')}
          </Button>
          <Button
            onClick={() => apply(pending)}
            aria-busy={(changed && count === undefined) || undefined}
          >
            {count === undefined
              ? t('filters.actions.viewOffersUnknown')
              : t('filters.actions.viewOffers', { count })}
          </Button>
        </div>
      }
    >
      <div className={styles.modalBody}>
        {filterGroupsOf(flow).map((group) => {
          const Section = SECTIONS[group];
          return (
            <Section
              key={group}
              flow={flow}
              pending={pending}
              onChange={(next) => setDraft({ base: criteria, pending: next })}
              facets={facets}
              showTitle
            />
          );
        })}
      </div>
    </Modal>
  );
}
