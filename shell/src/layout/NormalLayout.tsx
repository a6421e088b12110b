import { type RouteKind, usePlatform } from '@shop/platform';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import styles from './Layout.module.css';

/** SHELL-018: the announcement area exists only on search and product pages, never in care mode. */
export const ANNOUNCEMENT_ROUTES: readonly RouteKind[] = [
  'search',
  'activitySearch',
  'giftSearch',
  'product',
  'hotel',
  'activity',
];

export function NormalLayout({
  routeKind,
  children,
}: {
  routeKind: RouteKind;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const careMode = usePlatform((state) => state.careMode);
  const showAnnouncement = !careMode && ANNOUNCEMENT_ROUTES.includes(routeKind);
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('layout.skipToContent')}
      </a>
      {showAnnouncement && <div className={styles.announcement} data-region="announcement" />}
      <Header routeKind={routeKind} simplified={false} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
