import type { RouteKind } from '@shop/platform';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Header } from '../header/Header';
import styles from './Layout.module.css';

/** SHELL-017: checkout-type routes get a header with a back arrow and no footer. */
export function SimplifiedLayout({
  routeKind,
  children,
}: {
  routeKind: RouteKind;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header routeKind={routeKind} simplified />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
