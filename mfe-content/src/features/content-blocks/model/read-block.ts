import { safeContentHref, sameSiteImage } from '@shop/criteria';

/**
 * CONT-007, CONT-020: the blocks of the home page and the components of a landing page, read
 * into one model. Content is loosely typed (an editor fills it): every field is read with a
 * check, a link through the safe-href rule, an image of this site only; a block that cannot be
 * shown (unknown type, nothing in it) is left out instead of breaking the page.
 */
export interface LinkItem {
  label: string;
  url: string | undefined;
  image: string | undefined;
  newTab: boolean;
}

export type SearchType = 'stays' | 'gifts' | 'activities';

export type ContentBlock =
  | { kind: 'boxes' }
  | {
      kind: 'jumbotronPromo';
      title: string;
      subtitle: string;
      image: string | undefined;
      cta: LinkItem | undefined;
    }
  | { kind: 'mainUsp'; columns: number; items: { label: string; icon: string | undefined }[] }
  | { kind: 'marketingCarousel'; items: LinkItem[] }
  | { kind: 'categories'; items: LinkItem[] }
  | { kind: 'promoCards'; columns: number; items: LinkItem[] }
  | { kind: 'topBar'; text: string }
  | { kind: 'targetedBanner'; page: 'home' | 'search' | 'product' }
  | {
      kind: 'topSearchResults';
      title: string | undefined;
      searchKey: string;
      count: number;
      type: SearchType;
      url: string | undefined;
      newTab: boolean;
    };

/** CONT-021: top results show at most 3 (the contract's TOP_SEARCH_RESULTS_MAX; its module
 * holds zod schemas, kept off the home's first load, ADR 0019). */
export const TOP_RESULTS_MAX = 3;

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null;
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const records = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const clamp = (value: unknown, min: number, max: number, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.round(value)))
    : fallback;

function linkItem(raw: Raw): LinkItem | undefined {
  const label = text(raw.label) || text(raw.title);
  if (!label) return undefined;
  return {
    label,
    url: safeContentHref(text(raw.url) || text(raw.uri)),
    image: sameSiteImage(text(raw.image) || text(raw.cover)),
    newTab: raw.newTab === true,
  };
}

const linkItems = (value: unknown) =>
  records(value)
    .map(linkItem)
    .filter((item): item is LinkItem => item !== undefined);

/** Home block types and landing component names, one kind each. */
const KINDS: Record<string, ContentBlock['kind']> = {
  boxes: 'boxes',
  BestBoxes: 'boxes',
  jumbotronPromo: 'jumbotronPromo',
  JumbotronPromo: 'jumbotronPromo',
  mainUsp: 'mainUsp',
  MainUSP: 'mainUsp',
  marketingCarousel: 'marketingCarousel',
  categories: 'categories',
  PromoCards: 'promoCards',
  TopBar: 'topBar',
  targetedBanner: 'targetedBanner',
  TargetedBanner: 'targetedBanner',
  topSearchResults: 'topSearchResults',
  TopSearchResults: 'topSearchResults',
};

const SEARCH_TYPES: readonly SearchType[] = ['stays', 'gifts', 'activities'];

/** One block of the content (`type` on the home page, `component` on a landing), or null. */
export function readBlock(raw: unknown): ContentBlock | null {
  if (!isRecord(raw)) return null;
  const kind = KINDS[text(raw.type) || text(raw.component)];
  switch (kind) {
    case 'boxes':
      return { kind };
    case 'jumbotronPromo': {
      const title = text(raw.title);
      const cta = isRecord(raw.cta) ? linkItem(raw.cta) : undefined;
      return title
        ? { kind, title, subtitle: text(raw.subtitle), image: sameSiteImage(text(raw.image)), cta }
        : null;
    }
    case 'mainUsp': {
      const items = records(raw.items)
        .map((item) => ({ label: text(item.label), icon: text(item.icon) || undefined }))
        .filter((item) => item.label);
      // CONT-024: the USP grid has 1 to 5 columns.
      return items.length
        ? { kind, columns: clamp(raw.columns, 1, 5, Math.min(items.length, 5)), items }
        : null;
    }
    case 'marketingCarousel':
    case 'categories': {
      const items = linkItems(raw.items);
      return items.length ? { kind, items } : null;
    }
    case 'promoCards': {
      const items = linkItems(raw.cards);
      // CONT-024: promo card columns are capped at 5.
      return items.length
        ? { kind, columns: clamp(raw.columns, 1, 5, Math.min(items.length, 5)), items }
        : null;
    }
    case 'topBar': {
      const value = text(raw.text);
      return value ? { kind, text: value } : null;
    }
    case 'targetedBanner': {
      const page = text(raw.page);
      return { kind, page: page === 'search' || page === 'product' ? page : 'home' };
    }
    case 'topSearchResults': {
      const search = isRecord(raw.search) ? raw.search : {};
      const searchKey = text(raw.searchKey);
      const type = SEARCH_TYPES.find((candidate) => candidate === search.type) ?? 'stays';
      return searchKey
        ? {
            kind,
            title: text(raw.title) || undefined,
            searchKey,
            // CONT-021: at most 3 results.
            count: clamp(search.count, 1, TOP_RESULTS_MAX, TOP_RESULTS_MAX),
            type,
            url: safeContentHref(text(search.url)),
            newTab: search.newTab === true,
          }
        : null;
    }
    default:
      return null;
  }
}

/** The blocks that can be shown, in content order. */
export function readBlocks(raw: readonly unknown[]): ContentBlock[] {
  return raw.map(readBlock).filter((block): block is ContentBlock => block !== null);
}
