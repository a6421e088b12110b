import type { NavigationLink } from '@shop/api-contract';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useState } from 'react';
import { Link } from 'react-router';
import { SHELL_LATER_NAMESPACE } from '../../i18n-later';
import styles from '../Menus.module.css';
import { useNavigation } from './api/get-navigation';
import { inspirationsRoot, usesColumns } from './nav-levels';

interface PanelProps {
  id: string;
  onNavigate: () => void;
}

/**
 * SHELL-041: the desktop "Inspirations" panel: the tab's entries (level 2) on the left, the chosen
 * one's links (level 3, in columns from 15) with their own links (level 4) on the right.
 */
export default function InspirationsPanel({ id, onNavigate }: PanelProps) {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const { data, error } = useNavigation(locale);
  const root = data ? inspirationsRoot(data.links) : undefined;
  const [chosen, setChosen] = useState(0);

  if (error) return <PanelShell id={id}>{t('menu.unavailable')}</PanelShell>;
  if (!data) return <PanelShell id={id} busy />;
  if (!root) return <PanelShell id={id}>{t('menu.unavailable')}</PanelShell>;
  const entry = root.children[chosen] ?? root.children[0];
  return (
    <PanelShell id={id}>
      <ul className={styles.levelList}>
        {root.children.map((child, index) => (
          <li key={child._id}>
            {child.children.length > 0 ? (
              <button
                type="button"
                className={styles.levelButton}
                aria-expanded={index === chosen}
                aria-controls={`${id}-level`}
                onClick={() => setChosen(index)}
              >
                {child.label}
              </button>
            ) : (
              <Link
                to={child.uri}
                className={child.variant === 'highlight' ? styles.highlight : styles.levelLink}
                onClick={onNavigate}
              >
                {child.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
      {entry && entry.children.length > 0 && (
        <div id={`${id}-level`} className={styles.levelContent}>
          <Link to={entry.uri} className={styles.levelHeading} onClick={onNavigate}>
            {t('menu.seeAll', { label: entry.label })}
          </Link>
          <LinkList links={entry.children} onNavigate={onNavigate} />
        </div>
      )}
    </PanelShell>
  );
}

function LinkList({ links, onNavigate }: { links: NavigationLink[]; onNavigate: () => void }) {
  return (
    <ul
      className={usesColumns(links) ? styles.columns : styles.links}
      data-columns={usesColumns(links)}
    >
      {links.map((link) => (
        <li key={link._id}>
          <Link
            to={link.uri}
            className={link.variant === 'highlight' ? styles.highlight : undefined}
            onClick={onNavigate}
          >
            {link.label}
            {link.count !== undefined && <span className={styles.count}> ({link.count})</span>}
          </Link>
          {link.children.length > 0 && <LinkList links={link.children} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

function PanelShell({
  id,
  busy,
  children,
}: {
  id: string;
  busy?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <div id={id} className={styles.panel} aria-busy={busy || undefined}>
      {children}
    </div>
  );
}
