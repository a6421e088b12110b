import { availableSorts, type Sort } from '@shop/criteria';
import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import type { SearchFlow } from '@shop/platform';
import { lazy, Suspense, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './SortControl.module.css';

const loadSortMenu = () => import('./SortMenu');
const SortMenu = lazy(loadSortMenu);

export interface SortControlProps {
  flow: SearchFlow;
  sort: Sort;
  lat?: number | undefined;
  lng?: number | undefined;
  onChange: (sort: Sort) => void;
}

/**
 * SRCH-030, CRIT-045..049: the sort control. The trigger is plain; the popover and its options
 * load on first use (search budget), and open at once.
 */
export function SortControl({ flow, sort, lat, lng, onChange }: SortControlProps) {
  const { t } = useTranslation(NAMESPACE);
  const [activated, setActivated] = useState(false);
  const sorts = availableSorts(flow, { lat, lng });
  const current = sorts.includes(sort) ? sort : (sorts[0] ?? sort);
  const label = t('results.sort.current', { sort: t(`results.sort.options.${current}`) });

  const trigger = (
    <Button
      variant="neutral"
      aria-expanded={false}
      aria-haspopup="dialog"
      onPointerEnter={() => void loadSortMenu()}
      onFocus={() => void loadSortMenu()}
      onClick={() => setActivated(true)}
    >
      {label}
      <span aria-hidden="true" className={styles.chevron}>
        ▾
      </span>
    </Button>
  );

  if (!activated || sorts.length < 2) return <div className={styles.root}>{trigger}</div>;
  return (
    <div className={styles.root}>
      <Suspense fallback={trigger}>
        <SortMenu label={label} sorts={sorts} current={current} onChange={onChange} />
      </Suspense>
    </div>
  );
}
