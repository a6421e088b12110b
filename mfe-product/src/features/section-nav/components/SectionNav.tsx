import { useTranslation } from '@shop/i18n';
import { TAB_SCROLL_OFFSETS_PX, type Viewport } from '@shop/criteria';
import { NAMESPACE } from '../../../i18n';
import { useActiveSection } from '../hooks/use-active-section';
import { scrollToSection, STAY_SECTIONS } from '../lib/sections';
import styles from './SectionNav.module.css';

/**
 * PROD-007: the tab navbar of the five sections (description, room, experience, reviews,
 * hotel). A click scrolls smoothly to its section (30 px below the top on mobile, 70 px on
 * desktop); the active tab follows the section in view (observer threshold 0.3).
 */
export function SectionNav({ viewport }: { viewport: Viewport }) {
  const { t } = useTranslation(NAMESPACE);
  const [active, setActive] = useActiveSection(TAB_SCROLL_OFFSETS_PX[viewport]);
  return (
    <nav className={styles.nav} aria-label={t('stay.tabs.label')}>
      <ul className={styles.list}>
        {STAY_SECTIONS.map((id) => (
          <li key={id}>
            <button
              type="button"
              className={styles.tab}
              aria-current={active === id ? 'true' : undefined}
              onClick={() => {
                if (scrollToSection(id, viewport)) setActive(id);
              }}
            >
              {t(`stay.tabs.${id}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
