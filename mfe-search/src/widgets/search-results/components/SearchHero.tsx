import { displayFlow } from '@shop/criteria';
import { Breadcrumb } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { paths, searchPath, type SearchFlow } from '@shop/platform';
import { useMetaTag, usePageTitle } from '@shop/platform/page-title';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../../../i18n';
import { renderLink } from '../../../entities/offer/components/render-link';
import styles from './SearchHero.module.css';

export interface SearchHeroProps {
  flow: SearchFlow;
  /** The search box (features/search-box), passed by the page. */
  searchBox?: ReactNode;
}

/**
 * SRCH-001: the hero: breadcrumb, title (also the document's, with its description, BEY-008) and
 * the search box.
 */
export function SearchHero({ flow, searchBox }: SearchHeroProps) {
  const { t } = useTranslation(NAMESPACE);
  const title = t(`results.title.${displayFlow(flow)}`);
  usePageTitle(title);
  // BEY-008: the description search engines show, in the served head too (issue 16).
  useMetaTag('description', t(`results.description.${displayFlow(flow)}`));
  return (
    <header className={styles.hero}>
      <Breadcrumb
        label={t('results.breadcrumb.label')}
        renderLink={renderLink}
        items={[
          { label: t('results.breadcrumb.home'), href: paths.home() },
          { label: title, href: searchPath(flow) },
        ]}
      />
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.searchBox} data-slot="search-box">
        {searchBox}
      </div>
    </header>
  );
}
