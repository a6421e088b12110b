import { paths, type RouteDefinition, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense } from 'react';
import { Link, useNavigate } from 'react-router';
import { useIdle } from '@shop/design-system/when-idle';
import { usePageSettled } from '../layout/page-settled';
import { backTarget } from '../routing/back';
import { headerButtonCount } from './header-rules';
import styles from './Header.module.css';

// Only agents and two-language markets need these: they load on demand.
const CarePanel = lazy(() => import('../care/CarePanel'));
const LanguageSelector = lazy(() => import('./LanguageSelector'));
// The header's tabs, buttons, menus and drawers load once the page has shown its first screen
// (issue 14: they must not add to a page's first load); their slot keeps its size meanwhile.
const HeaderMenus = lazy(() => import('./HeaderMenus'));

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
      {careMode && (
        <Suspense fallback={null}>
          <CarePanel />
        </Suspense>
      )}
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
          {market.locales.length > 1 && (
            <Suspense fallback={null}>
              <LanguageSelector />
            </Suspense>
          )}
        </nav>
        {!simplified && <MenusSlot />}
      </div>
    </header>
  );
}

function MenusSlot() {
  const idle = useIdle(usePageSettled());
  // The buttons below desktop; a desktop reserves the tabs' width too, in CSS.
  const buttons = usePlatform((state) => headerButtonCount(state, false));
  return (
    <div className={styles.menus} data-buttons={buttons}>
      {idle && (
        <Suspense fallback={null}>
          <HeaderMenus />
        </Suspense>
      )}
    </div>
  );
}

function BackButton({ route, params }: Omit<HeaderProps, 'simplified'>) {
  const { t } = useTranslation('shell');
  const location = usePlatform((state) => state.location);
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.back}
      aria-label={t('header.back')}
      onClick={() => {
        const target = backTarget(route.kind, params, location);
        void (target.kind === 'path' ? navigate(target.to) : navigate(-1));
      }}
    >
      <span aria-hidden="true">←</span>
    </button>
  );
}
