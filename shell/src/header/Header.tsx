import { Link, paths, type RouteKind, usePlatform } from '@shop/platform';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { CarePanel } from '../care/CarePanel';
import { backTarget } from '../routing/back';
import styles from './Header.module.css';
import { LanguageSelector } from './LanguageSelector';

export function Header({ routeKind, simplified }: { routeKind: RouteKind; simplified: boolean }) {
  const { t } = useTranslation('shell');
  const market = usePlatform((state) => state.market);
  const careMode = usePlatform((state) => state.careMode);
  return (
    <header className={styles.header}>
      {careMode && <CarePanel />}
      <div className={styles.bar}>
        {simplified && <BackButton routeKind={routeKind} />}
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

function BackButton({ routeKind }: { routeKind: RouteKind }) {
  const { t } = useTranslation('shell');
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={t('header.back')}
      onClick={() => {
        const target = backTarget(routeKind, params, location);
        if (target.kind === 'path') void navigate(target.to);
        else void navigate(-1);
      }}
    >
      <span aria-hidden="true">←</span>
    </button>
  );
}
