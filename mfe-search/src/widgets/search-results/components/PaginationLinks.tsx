import { paginationPages, resultsRange } from '@shop/criteria';
import { Pagination } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import type { PlatformLocation } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import { renderLink } from '../../../entities/offer/components/render-link';

export interface PaginationLinksProps {
  location: PlatformLocation;
  /** Zero-based page of the address. */
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  /** The link of a zero-based page (CRIT-094). */
  hrefFor: (page: number) => string;
}

/** CRIT-093: grouped page links and the "{from} - {to} results of {total}" label (lazy chunk). */
export default function PaginationLinks({
  page,
  pageSize,
  total,
  pageCount,
  hrefFor,
}: PaginationLinksProps) {
  const { t } = useTranslation(NAMESPACE);
  const range = resultsRange(page, pageSize, total);
  return (
    <Pagination
      current={Math.min(page, pageCount - 1) + 1}
      total={pageCount}
      pages={paginationPages(pageCount, page).map((zeroBased) => zeroBased + 1)}
      hrefFor={(shown) => hrefFor(shown - 1)}
      label={t('results.pagination.label')}
      previousLabel={t('results.pagination.previous')}
      nextLabel={t('results.pagination.next')}
      pageLabel={(shown) => t('results.pagination.page', { page: shown })}
      summary={range.total > 0 ? t('results.pagination.summary', range) : undefined}
      renderLink={renderLink}
    />
  );
}
