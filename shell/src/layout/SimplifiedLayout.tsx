import { useTranslation } from '@shop/i18n';
import { Header } from '../header/Header';
import styles from './Layout.module.css';
import type { LayoutProps } from './types';

/** SHELL-017: checkout-type routes get a header with a back arrow and no footer. */
export function SimplifiedLayout({ route, params, children }: LayoutProps) {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <a className={styles.skip} href="#main">
        {t('layout.skipToContent')}
      </a>
      <Header route={route} params={params} simplified />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
