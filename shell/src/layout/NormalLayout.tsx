import { type RouteKind, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense } from 'react';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { NewsletterPrompt } from '../newsletter/NewsletterPrompt';
import styles from './Layout.module.css';
import type { LayoutProps } from './types';

// Only search and product pages show it: a chunk of its own (its call and copy come with it).
const AnnouncementBanner = lazy(() => import('../announcement/AnnouncementBanner'));

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
      {showAnnouncement && (
        <div className={styles.announcement} data-region="announcement">
          <Suspense fallback={null}>
            <AnnouncementBanner kind={route.kind} />
          </Suspense>
        </div>
      )}
      <Header route={route} params={params} simplified={false} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer kind={route.kind} />
      {!careMode && <NewsletterPrompt kind={route.kind} />}
    </div>
  );
}
