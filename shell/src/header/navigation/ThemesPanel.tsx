import { buttonClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { Link } from 'react-router';
import { SHELL_LATER_NAMESPACE } from '../../i18n-later';
import { narrowCallToAction } from '../header-rules';
import styles from '../Menus.module.css';
import { useNavigation } from './api/get-navigation';
import { isSitePath } from './nav-levels';

/** SHELL-042: the Themes tab: the theme of the week with its call to action (narrow in Dutch, SHELL-043). */
export default function ThemesPanel({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const { data, error } = useNavigation(locale);
  const theme = data?.thisWeekTheme;
  return (
    <div id={id} className={styles.panel} aria-busy={!data && !error ? true : undefined}>
      {error !== undefined && <p>{t('menu.unavailable')}</p>}
      {theme && (
        <div className={styles.theme}>
          <p className={styles.eyebrow}>{t('menu.themeOfTheWeek')}</p>
          <h2 className={styles.themeTitle}>{theme.themaTitle}</h2>
          <p>{theme.description}</p>
          {isSitePath(theme.weekendUrl) && (
            <Link
              to={theme.weekendUrl}
              className={buttonClassName({ narrow: narrowCallToAction(locale) })}
              onClick={onNavigate}
            >
              {t('menu.discoverTheme')}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
