import {
  CONTENT_FLOWS,
  type AnnouncementCatalogue,
  type BoxesBlock,
  type ContentFlow,
  type GiftBlock,
  type HomepageContent,
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
import type { Locale } from '@shop/criteria';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { cmsDocuments } from '../db/schema';

/** Locale of documents that are not localised. */
const ANY_LOCALE = '*';
/** Reference locale: a document missing in a market locale is read in English. */
const FALLBACK_LOCALE = 'en';

/** The payload of one document; in the locale, else English, else the unlocalised one. */
async function findDocument<T>(
  orm: Orm,
  kind: string,
  key: string,
  locale: string = ANY_LOCALE,
  { inAnyLocale = false } = {},
): Promise<T | null> {
  const locales = [...new Set([locale, FALLBACK_LOCALE, ANY_LOCALE])];
  const [row] = await orm
    .select({ payload: cmsDocuments.payload })
    .from(cmsDocuments)
    .where(
      and(
        eq(cmsDocuments.kind, kind),
        eq(cmsDocuments.key, key),
        inAnyLocale ? undefined : inArray(cmsDocuments.locale, locales),
      ),
    )
    // Locales outside the list (inAnyLocale) come last: array_position is null for them.
    .orderBy(
      sql`array_position(${sql.param(locales)}::text[], ${cmsDocuments.locale})`,
      asc(cmsDocuments.id),
    )
    .limit(1);
  return (row?.payload as T | undefined) ?? null;
}

/** Exactly the locale's document (landing pages exist per id and locale only, SHELL-008). */
async function findExactDocument<T>(
  orm: Orm,
  kind: string,
  key: string,
  locale: string,
): Promise<T | null> {
  const [row] = await orm
    .select({ payload: cmsDocuments.payload })
    .from(cmsDocuments)
    .where(
      and(eq(cmsDocuments.kind, kind), eq(cmsDocuments.key, key), eq(cmsDocuments.locale, locale)),
    );
  return (row?.payload as T | undefined) ?? null;
}

/** API-037, CONT-001/002: every flow of the locale's homepage; a missing flow gets booking's. */
export async function findHomepage(
  orm: Orm,
  locale: Locale,
  lng?: 'en',
): Promise<HomepageResponse | null> {
  // ?lng=en reads the English documents (SHELL-027); the answer stays the market's.
  const documentLocale = lng ?? locale;
  const rows = await orm
    .select({ key: cmsDocuments.key, payload: cmsDocuments.payload })
    .from(cmsDocuments)
    .where(and(eq(cmsDocuments.kind, 'homepage'), eq(cmsDocuments.locale, documentLocale)));
  const byFlow = new Map(rows.map((row) => [row.key, row.payload as HomepageContent]));
  const booking =
    byFlow.get('booking') ??
    (await findDocument<HomepageContent>(orm, 'homepage', 'booking', documentLocale));
  if (!booking) return null;
  const fallbackFlows: ContentFlow[] = [];
  const flow = (name: ContentFlow): HomepageContent => {
    const content = byFlow.get(name);
    if (content) return content;
    fallbackFlows.push(name);
    return booking;
  };
  const [, gifting, activity] = CONTENT_FLOWS.map(flow);
  return {
    locale,
    booking,
    gifting: gifting ?? booking,
    activity: activity ?? booking,
    fallbackFlows: fallbackFlows.filter((name) => name !== 'booking'),
  };
}

const EMPTY_ANNOUNCEMENTS: AnnouncementCatalogue = {
  homePages: [],
  searchPages: [],
  productPages: [],
};

export const findAnnouncementCatalogue = async (orm: Orm): Promise<AnnouncementCatalogue> =>
  (await findDocument<AnnouncementCatalogue>(orm, 'announcementBanner', 'catalogue')) ??
  EMPTY_ANNOUNCEMENTS;

export const findBoxesBlock = (orm: Orm, locale: Locale) =>
  findDocument<BoxesBlock>(orm, 'boxesBlock', 'best-boxes', locale);

export const findGiftBlock = async (orm: Orm): Promise<GiftBlock> =>
  (await findDocument<GiftBlock>(orm, 'giftBlock', 'main')) ?? {};

export const findTargetedBanners = async (orm: Orm): Promise<TargetedBannerCatalogue> =>
  (await findDocument<TargetedBannerCatalogue>(orm, 'targetedBanner', 'main')) ?? {};

/**
 * API-048: a static page by id in the locale, else English; without a locale, in English or
 * the one locale it exists in (data-protection-<locale>, SHELL-047).
 */
export const findStaticContent = (orm: Orm, id: string, locale: Locale | undefined, lng?: 'en') =>
  findDocument<StaticContent>(orm, 'staticPage', id, lng ?? locale, {
    inAnyLocale: !locale && !lng,
  });

export const findIdeas = (orm: Orm, locale: Locale, lng?: 'en') =>
  findDocument<IdeasResponse>(orm, 'ideas', 'main', lng ?? locale);

export const findRecommendations = (orm: Orm, locale: Locale) =>
  findDocument<RecommendationsResponse>(orm, 'recommendations', 'main', locale);

export async function findNavigation(orm: Orm, locale: Locale): Promise<NavigationResponse | null> {
  const navigation = await findDocument<Omit<NavigationResponse, 'locale'>>(
    orm,
    'navigation',
    'main',
    locale,
  );
  return navigation && { locale, ...navigation };
}

/** API-052: a minisite by id, or by the host of its address. */
export async function findMinisite(orm: Orm, idOrHost: string): Promise<Minisite | null> {
  const byId = await findDocument<Minisite>(orm, 'minisite', idOrHost);
  if (byId) return byId;
  const [row] = await orm
    .select({ payload: cmsDocuments.payload })
    .from(cmsDocuments)
    .where(
      and(
        eq(cmsDocuments.kind, 'minisite'),
        sql`lower(${cmsDocuments.payload} ->> 'minisiteUrl') in (${`https://${idOrHost.toLowerCase()}`}, ${`http://${idOrHost.toLowerCase()}`})`,
      ),
    )
    .limit(1);
  return (row?.payload as Minisite | undefined) ?? null;
}

export const findLanding = (orm: Orm, id: string, locale: Locale) =>
  findExactDocument<LandingPage>(orm, 'landing', id, locale);

/** API-047 / CONT-022: the search a key stands for, with the paging the type asks for. */
export async function findSearchKey(orm: Orm, key: string): Promise<SearchKey | null> {
  const stored = await findDocument<Omit<SearchKey, 'numberOfPackagesPerHotel' | 'page'>>(
    orm,
    'searchKey',
    key,
  );
  if (!stored) return null;
  return stored.type === 'activities'
    ? { ...stored, numberOfPackagesPerHotel: 20, page: 0 }
    : { ...stored, numberOfPackagesPerHotel: 1, page: 0, sort: 'priceQuality' };
}
