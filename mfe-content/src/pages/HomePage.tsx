import type { RemotePageProps } from '@shop/platform';
import { usePlatform } from '@shop/platform';
import { hiddenChromeOf, PageChrome } from '@shop/platform/page-chrome';
import { usePageTitle, useSeoMeta } from '@shop/platform/page-title';
import { useTranslation } from '@shop/i18n';
import { preloadHomepage, useHomepage } from '../entities/homepage/api/get-homepage';
import { contentOfFlow, homeFlowOf } from '../entities/homepage/model/home-flow';
import { ContentBlocks } from '../features/content-blocks/components/ContentBlocks';
import { HomeHero } from '../features/home-hero/components/HomeHero';
import { PromoBar, PromoBarSpace } from '../features/home-hero/components/PromoBar';
import { NAMESPACE } from '../i18n';

// Render-as-you-fetch (ADR 0021): the content call starts when this module loads.
if (typeof window !== 'undefined') preloadHomepage();

/**
 * CONT-001..008: the home page of the flow (`?flow=`, booking by default and as the fallback):
 * promo bar with the Stays/Gifts toggle, jumbotron with the search box, the block list, the
 * flow's SEO; CONT-005: the header and the footer's parts its content leaves out. Without content (its call failed) the jumbotron keeps this app's copy and the
 * search box: the page never dead-ends.
 */
export default function HomePage(_props: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const search = usePlatform((state) => state.location.search);
  const indexing = usePlatform((state) => state.environment.indexing);
  const flow = homeFlowOf(search);
  const { data, isLoading } = useHomepage(locale, language);
  const content = data ? contentOfFlow(data, flow) : undefined;
  usePageTitle(content?.seo.title);
  useSeoMeta(content?.seo, indexing);
  // Until the content comes (and if its call fails) the jumbotron shows this app's copy of the
  // flow: the first screen paints at once and does not move when the content arrives.
  const copy = flow === 'gifting' ? 'home.heroGifting' : 'home.hero';
  const jumbotron = content?.jumbotron ?? {
    title: t(`${copy}.title`),
    subtitle: t(`${copy}.subtitle`),
    imageSmall: '',
    imageLarge: '',
  };
  return (
    <div data-flow={flow}>
      {content ? (
        <PageChrome hide={hiddenChromeOf({ ...content.header, ...content.footer })} />
      ) : null}
      {content?.promoBar ? (
        <PromoBar bar={content.promoBar} flow={flow} />
      ) : isLoading && !data ? (
        <PromoBarSpace />
      ) : null}
      <HomeHero flow={flow} jumbotron={jumbotron} />
      {content ? <ContentBlocks blocks={content.blocks} context={{ flow }} /> : null}
    </div>
  );
}
