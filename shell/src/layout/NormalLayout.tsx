import { type RouteKind, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { useIdle } from '@shop/design-system/when-idle';
import { usePageSettled } from './page-settled';
import { lazy, Suspense } from 'react';
import { Footer } from '../footer/Footer';
import { Header } from '../header/Header';
import { ARRIVAL } from '../routing/arrival';
import styles from './Layout.module.css';
import type { LayoutProps } from './types';

// Loaded once the first screen is shown (issue 14: nothing of it in a page's first load): the
// announcement of search and product pages (its region keeps its height meanwhile) and the
// newsletter prompt, which waits for the visitor to move to another page anyway.
const AnnouncementBanner = lazy(() => import('../announcement/AnnouncementBanner'));
const NewsletterPrompt = lazy(() => import('../newsletter/NewsletterPrompt'));

/** SHELL-018: the announcement area exists only on search and product pages, never in care mode. */
export const ANNOUNCEMENT_ROUTES: readonly RouteKind[] = [
  'search',
  'activitySearch',
  'giftSearch',
  'product',
  'hotel',
  'activity',
];

/** SHELL-018: whether a page of this kind has the announcement area. */
export const announcementShown = (kind: RouteKind, careMode: boolean): boolean =>
  !careMode && ANNOUNCEMENT_ROUTES.includes(kind);

export function NormalLayout({ route, params, children }: LayoutProps) {
  const { t } = useTranslation('shell');
  const careMode = usePlatform((state) => state.careMode);
  const showAnnouncement = announcementShown(route.kind, careMode);
  const idle = useIdle(usePageSettled());
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('layout.skipToContent')}
      </a>
      {showAnnouncement && (
        <div className={styles.announcement} data-region="announcement">
          {idle && (
            <Suspense fallback={null}>
              <AnnouncementBanner kind={route.kind} />
            </Suspense>
          )}
        </div>
      )}
      <Header route={route} params={params} simplified={false} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer kind={route.kind} />
      {idle && !careMode && (
        <Suspense fallback={null}>
          <NewsletterPrompt kind={route.kind} arrival={ARRIVAL} />
        </Suspense>
      )}
    </div>
  );
}
