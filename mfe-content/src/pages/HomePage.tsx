import { PagePlaceholder } from '@shop/design-system';
import type { RemotePageProps } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { HomeHero } from '../features/home-hero/components/HomeHero';
import { NAMESPACE } from '../i18n';

/** The home page: its jumbotron with the search box; the content blocks come with their issue. */
export default function HomePage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <HomeHero />
      <PagePlaceholder
        level={2}
        title={t('pages.home.title')}
        note={t('placeholder.note')}
        params={params}
      />
    </>
  );
}
