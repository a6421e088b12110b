import { type RouteKind, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import styles from './Layout.module.css';
import type { LayoutProps } from './types';

/** SHELL-018: the announcement area exists only on search and product pages, never in care mode. */
export const ANNOUNCEMENT_ROUTES: readonly RouteKind[] = [
  'search',
  'activitySearch',
  'giftSearch',
  'product',
  'hotel',
  'activity',
];

export function NormalLayout({ route, params, children }: LayoutProps) {
  const { t } = useTranslation('shell');
  const careMode = usePlatform((state) => state.careMode);
  const showAnnouncement = !careMode && ANNOUNCEMENT_ROUTES.includes(route.kind);
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('layout.skipToContent')}
      </a>
      {showAnnouncement && <div className={styles.announcement} data-region="announcement" />}
      <Header route={route} params={params} simplified={false} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
