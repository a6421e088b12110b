import { PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform, type RemotePageProps } from '@shop/platform';
import { hiddenChromeOf, PageChrome } from '@shop/platform/page-chrome';
import { usePageTitle, useSeoMeta } from '@shop/platform/page-title';
import { useLanding } from '../entities/landing/api/get-landing';
import { ContentBlocks } from '../features/content-blocks/components/ContentBlocks';
import { NAMESPACE } from '../i18n';
import { NotAvailable } from '../lib/NotAvailable';
import styles from './ContentPage.module.css';

/**
 * CONT-020..024, SHELL-008: the landing of the id in the market's locale — its SEO and its
 * configured components in order (TopBar, JumbotronPromo, MainUSP, TopSearchResults,
 * PromoCards, TargetedBanner, BestBoxes), without the header or footer its definition leaves out;
 * no definition → the default page.
 */
export default function LandingPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const indexing = usePlatform((state) => state.environment.indexing);
  const { data, error, isLoading } = useLanding(params.landingId, locale);
  usePageTitle(data?.seo.title);
  useSeoMeta(data?.seo, indexing);
  if (isLoading) return <PageSkeleton label={t('common.loading')} />;
  if (error || !data) return <NotAvailable message={t('landing.missing')} />;
  return (
    <article className={styles.page} data-landing={data.id}>
      <PageChrome hide={hiddenChromeOf(data)} />
      <h1 className={styles.title}>{data.seo.title}</h1>
      <ContentBlocks blocks={data.components} context={{}} />
    </article>
  );
}
