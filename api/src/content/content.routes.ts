import {
  announcementCatalogueSchema,
  boxesBlockSchema,
  giftBlockSchema,
  homepageResponseSchema,
  ideasResponseSchema,
  landingPageSchema,
  minisiteSchema,
  navigationResponseSchema,
  recommendationsResponseSchema,
  searchKeySchema,
  staticContentSchema,
  targetedBannerCatalogueSchema,
  localeParamsSchema,
  localeQuerySchema,
  searchKeyParamsSchema,
  slugParamsSchema,
  staticContentQuerySchema,
  type AnnouncementCatalogue,
  type BoxesBlock,
  type GiftBlock,
  type HomepageResponse,
  type IdeasResponse,
  type LandingPage,
  type Minisite,
  type NavigationResponse,
  type RecommendationsResponse,
  type SearchKey,
  type StaticContent,
  type TargetedBannerCatalogue,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import { notFound } from '../http/errors';
import type { ApiPlugin } from '../http/zod';
import {
  findAnnouncementCatalogue,
  findBoxesBlock,
  findGiftBlock,
  findHomepage,
  findIdeas,
  findLanding,
  findMinisite,
  findNavigation,
  findRecommendations,
  findSearchKey,
  findStaticContent,
  findTargetedBanners,
} from './content.service';

const found = <T>(value: T | null, what: string): T => {
  if (value === null) throw notFound(`${what} not found`);
  return value;
};

/**
 * Site content (issue 3 §5): CMS documents, landing pages, minisites, search keys. Front-gateway
 * calls live under /api/front.
 */
export const contentRoutes: ApiPlugin<{ db: Database }> = async (app, { db }) => {
  const { orm } = db;

  app.get(
    '/cms/homepage',
    { schema: { querystring: localeQuerySchema, response: { 200: homepageResponseSchema } } },
    async (request): Promise<HomepageResponse> =>
      found(
        await findHomepage(orm, request.query.locale, request.query.lng),
        `Homepage ${request.query.locale}`,
      ),
  );
  app.get(
    '/front/cms/announcementBanner',
    { schema: { response: { 200: announcementCatalogueSchema } } },
    async (): Promise<AnnouncementCatalogue> => findAnnouncementCatalogue(orm),
  );
  app.get(
    '/front/content-boxes-block/:locale',
    { schema: { params: localeParamsSchema, response: { 200: boxesBlockSchema } } },
    async (request): Promise<BoxesBlock> =>
      found(
        await findBoxesBlock(orm, request.params.locale),
        `Boxes block ${request.params.locale}`,
      ),
  );
  app.get(
    '/front/content/giftBlock',
    { schema: { response: { 200: giftBlockSchema } } },
    async (): Promise<GiftBlock> => findGiftBlock(orm),
  );
  app.get(
    '/content/targetedBanner.json',
    { schema: { response: { 200: targetedBannerCatalogueSchema } } },
    async (): Promise<TargetedBannerCatalogue> => findTargetedBanners(orm),
  );
  app.get(
    '/content/:id.json',
    {
      schema: {
        params: slugParamsSchema,
        querystring: staticContentQuerySchema,
        response: { 200: staticContentSchema },
      },
    },
    async (request): Promise<StaticContent> =>
      found(
        await findStaticContent(orm, request.params.id, request.query.locale, request.query.lng),
        `Content ${request.params.id}`,
      ),
  );
  app.get(
    '/ideas.json',
    { schema: { querystring: localeQuerySchema, response: { 200: ideasResponseSchema } } },
    async (request): Promise<IdeasResponse> =>
      found(await findIdeas(orm, request.query.locale, request.query.lng), 'Ideas'),
  );
  app.get(
    '/recommendations.json',
    {
      schema: { querystring: localeQuerySchema, response: { 200: recommendationsResponseSchema } },
    },
    async (request): Promise<RecommendationsResponse> =>
      found(await findRecommendations(orm, request.query.locale), 'Recommendations'),
  );
  app.get(
    '/front/cms/navigation',
    { schema: { querystring: localeQuerySchema, response: { 200: navigationResponseSchema } } },
    async (request): Promise<NavigationResponse> =>
      found(await findNavigation(orm, request.query.locale), 'Navigation'),
  );
  app.get(
    '/minisites/:id.json',
    { schema: { params: slugParamsSchema, response: { 200: minisiteSchema } } },
    async (request): Promise<Minisite> =>
      found(await findMinisite(orm, request.params.id), `Minisite ${request.params.id}`),
  );
  app.get(
    '/landing/:id.json',
    {
      schema: {
        params: slugParamsSchema,
        querystring: localeQuerySchema,
        response: { 200: landingPageSchema },
      },
    },
    async (request): Promise<LandingPage> =>
      found(
        await findLanding(orm, request.params.id, request.query.locale),
        `Landing ${request.params.id} in ${request.query.locale}`,
      ),
  );
  app.get(
    '/search-keys/:key.json',
    { schema: { params: searchKeyParamsSchema, response: { 200: searchKeySchema } } },
    async (request): Promise<SearchKey> =>
      found(await findSearchKey(orm, request.params.key), `Search key ${request.params.key}`),
  );
};
