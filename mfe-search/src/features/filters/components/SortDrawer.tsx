import type { Sort } from '@shop/criteria';
import { Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { SortOptions } from '../../../entities/search/components/SortOptions';

export interface SortDrawerProps {
  open: boolean;
  onClose: () => void;
  /** CRIT-045..049: the sorts the flow offers. */
  sorts: readonly Sort[];
  current: Sort;
  onChange: (sort: Sort) => void;
}

/** SRCH-020 (lazy chunk): on mobile the sort options open in a bottom drawer. */
export default function SortDrawer({ open, onClose, sorts, current, onChange }: SortDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('results.sort.label')}
      closeLabel={t('filters.actions.close')}
      variant="sheet"
      size="s"
    >
      <SortOptions sorts={sorts} current={current} onChange={onChange} onClose={onClose} />
    </Modal>
  );
}
