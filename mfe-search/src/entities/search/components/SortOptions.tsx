import type { Sort } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './SortOptions.module.css';

export interface SortOptionsProps {
  /** CRIT-045..049: the sorts the flow offers. */
  sorts: readonly Sort[];
  current: Sort;
  onChange: (sort: Sort) => void;
  /** Closes what holds the options (the desktop popover, the mobile drawer). */
  onClose: () => void;
}

/**
 * SRCH-020, SRCH-030: one button per sort, the current one pressed. A pick closes the holder and
 * changes the sort only when it differs.
 */
export function SortOptions({ sorts, current, onChange, onClose }: SortOptionsProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ul className={styles.options}>
      {sorts.map((sort) => (
        <li key={sort}>
          <button
            type="button"
            className={styles.option}
            aria-pressed={sort === current}
            onClick={() => {
              onClose();
              if (sort !== current) onChange(sort);
            }}
          >
            {t(`results.sort.options.${sort}`)}
          </button>
        </li>
      ))}
    </ul>
  );
}
