import type { Sort } from '@shop/criteria';
import { Popover } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { useEffect, useRef } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './SortControl.module.css';
import { SortOptions } from '../../../entities/search/components/SortOptions';

export interface SortMenuProps {
  label: string;
  sorts: readonly Sort[];
  current: Sort;
  onChange: (sort: Sort) => void;
}

/** The sort popover (lazy chunk): one option per sort the flow offers. */
export default function SortMenu({ label, sorts, current, onChange }: SortMenuProps) {
  const { t } = useTranslation(NAMESPACE);
  const panel = useRef<HTMLDivElement>(null);

  // Opened by the click that loaded it: move focus into the options.
  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"], button')?.focus();
  }, []);

  return (
    <Popover trigger={label} defaultOpen align="end" chevron panelLabel={t('results.sort.label')}>
      {(close) => (
        <div ref={panel} className={styles.menu}>
          <p className={styles.heading}>{t('results.sort.label')}</p>
          <SortOptions sorts={sorts} current={current} onChange={onChange} onClose={close} />
        </div>
      )}
    </Popover>
  );
}
