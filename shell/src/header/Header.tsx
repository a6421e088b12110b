import { Link, navigate, paths, type RouteDefinition, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { CarePanel } from '../care/CarePanel';
import { backTarget } from '../routing/back';
import styles from './Header.module.css';
import { LanguageSelector } from './LanguageSelector';

interface HeaderProps {
  route: RouteDefinition;
  params: Readonly<Record<string, string | undefined>>;
  simplified: boolean;
}

export function Header({ route, params, simplified }: HeaderProps) {
  const { t } = useTranslation('shell');
  const market = usePlatform((state) => state.market);
  const careMode = usePlatform((state) => state.careMode);
  return (
    <header className={styles.header}>
      {careMode && <CarePanel />}
      <div className={styles.bar}>
        {simplified && <BackButton route={route} params={params} />}
        {/* SHELL-024: the logo leads home. */}
        <Link to={paths.home()} className={styles.logo} aria-label={t('header.homeLabel')}>
          {t('header.brand')}
        </Link>
        <nav className={styles.nav} aria-label={t('header.navLabel')}>
          {/* SHELL-028: help leads to the contact page. */}
          <Link to={paths.contact()} className={styles.navLink}>
            {t('header.help')}
          </Link>
          {/* SHELL-027: only markets with more than one language get a selector. */}
          {market.locales.length > 1 && <LanguageSelector />}
        </nav>
      </div>
    </header>
  );
}

function BackButton({ route, params }: Omit<HeaderProps, 'simplified'>) {
  const { t } = useTranslation('shell');
  const location = usePlatform((state) => state.location);
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={t('header.back')}
      onClick={() => {
        const target = backTarget(route.kind, params, location);
        if (target.kind === 'path') navigate(target.to);
        else window.history.back();
      }}
    >
      <span aria-hidden="true">←</span>
    </button>
  );
}
