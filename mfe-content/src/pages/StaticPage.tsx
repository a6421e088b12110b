import { PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform, type RemotePageProps } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { useStaticContent } from '../entities/static-content/api/get-static-content';
import { NAMESPACE } from '../i18n';
import { NotAvailable } from '../lib/NotAvailable';
import { RichText } from '../lib/rich-text/RichText';
import styles from './ContentPage.module.css';

/**
 * CONT-027: the static page of the content id — its title and its content (HTML, sanitised:
 * issue 14 item 9). SHELL-006: nothing is shown when the content id is missing.
 */
export default function StaticPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const { data, error, isLoading } = useStaticContent(params.contentId, locale, language);
  usePageTitle(data?.title);
  if (!params.contentId) return null;
  if (isLoading) return <PageSkeleton label={t('common.loading')} />;
  if (error || !data) return <NotAvailable message={t('static.missing')} />;
  return (
    <article className={styles.page} data-content-id={data.id}>
      <h1 className={styles.title}>{data.title}</h1>
      <RichText html={data.content} className={styles.richText} />
    </article>
  );
}
