import { safeContentHref } from '@shop/criteria';
import { Alert, PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, usePlatform, type RemotePageProps } from '@shop/platform';
import { usePageTitle } from '@shop/platform/page-title';
import { useIdeas } from '../entities/ideas/api/get-ideas';
import { IdeasSection } from '../features/ideas-list/components/IdeasSection';
import { NAMESPACE } from '../i18n';
import styles from './ContentPage.module.css';

/** CONT-025/026: title, intro, sections of idea cards with "See more", region links. */
export default function IdeasPage(_props: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const { data, error, isLoading } = useIdeas(locale, language);
  usePageTitle(data?.title ?? t('pages.ideas.title'));
  if (isLoading) return <PageSkeleton label={t('common.loading')} />;
  if (error || !data)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('pages.ideas.title')}</h1>
        <Alert tone="error">{t('ideas.error')}</Alert>
      </div>
    );
  const regions = data.regions.filter((region) => safeContentHref(region.url));
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{data.title}</h1>
      <p className={styles.intro}>{data.intro}</p>
      {data.sections.map((section) => (
        <IdeasSection key={section.title} section={section} />
      ))}
      {regions.length > 0 ? (
        <nav aria-labelledby="ideas-regions">
          <h2 id="ideas-regions">{t('ideas.regions')}</h2>
          <ul className={styles.regions}>
            {regions.map((region) => (
              <li key={region.url}>
                <Link to={safeContentHref(region.url) ?? '/'}>{region.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}
