import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cx } from '../utils/cx';
import styles from './Tabs.module.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  /** Controlled selected tab id. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  /** automatic: arrows select; manual: arrows move focus, Enter/Space select. */
  activation?: 'automatic' | 'manual';
  className?: string;
}

/** Tabs following the ARIA pattern: one tab in the tab order, arrows/Home/End move between tabs. */
export function Tabs({
  label,
  tabs,
  selectedId,
  defaultSelectedId,
  onChange,
  activation = 'automatic',
  className,
}: TabsProps) {
  const baseId = useId();
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [internal, setInternal] = useState(defaultSelectedId ?? enabled[0]?.id);
  const selected = selectedId ?? internal;
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string) => {
    if (selectedId === undefined) setInternal(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent, id: string) => {
    const index = enabled.findIndex((tab) => tab.id === id);
    const last = enabled.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const targetIndex = targets[event.key];
    if (targetIndex === undefined) return;
    const target = enabled[targetIndex];
    if (!target) return;
    event.preventDefault();
    refs.current.get(target.id)?.focus();
    if (activation === 'automatic') select(target.id);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={cx(styles.tabs, className)}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) refs.current.set(tab.id, element);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              className={styles.tab}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
