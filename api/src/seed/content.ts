/** Deterministic content seed: CMS documents in en and the six locales, and hotel reviews. */
import { addDays, LOCALES, type Locale, type PointOfSale } from '@shop/criteria';
import { sql } from 'drizzle-orm';
import type { Orm } from '../db/client';
import type { Language } from '../db/localized-text';
import { cmsDocuments, reviews } from '../db/schema';
import { COPY, type Copy } from './content-copy';
import { createRandom, type Random } from './random';

/** Documents exist in English (reference, fallback) and in each market locale. */
export const CONTENT_LOCALES = ['en', ...LOCALES] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
const FLOWS = ['booking', 'gifting', 'activity'] as const;
const PAGES = ['home', 'search', 'product'] as const;
const STATIC_PAGES = ['terms-of-sale', 'terms-of-use', 'cookies', 'partner-signup', 'faq'] as const;
/** SHELL-046: the press room only for Spain and France. */
const PRESS_ROOM_LOCALES: readonly ContentLocale[] = ['en', 'fr_FR', 'es_ES'];
/** A content picture served by the API (GET /api/images/content/:name.svg): generated, no network. */
const picture = (name: string): string => `/api/images/content/${name}.svg`;
const COLORS = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;
const THEME_SLUGS = [
  'romantic',
  'spa',
  'gourmet',
  'family',
  'nature',
  'seaside',
  'mountain',
  'culture',
] as const;
const TRAVELLER_TYPES = ['COUPLE', 'FAMILY', 'FRIENDS', 'SOLO', 'BUSINESS'] as const;

type CmsDocument = typeof cmsDocuments.$inferInsert;
type ReviewRow = typeof reviews.$inferInsert;

export interface ContentSeedOptions {
  hotels: readonly { id: number; countryCode: PointOfSale }[];
  seed: number;
  /** YYYY-MM-DD: reviews are dated in the two years before it. */
  today: string;
}

export interface Content {
  documents: CmsDocument[];
  reviews: ReviewRow[];
}

const languageOf = (locale: ContentLocale): Language =>
  locale === 'en' ? 'en' : (locale.slice(0, 2) as Language);
/** Region and city names shown per market; English pages list them all. */
const MARKET_PLACES: Record<PointOfSale, { regions: string[]; cities: string[] }> = {
  FR: {
    regions: ['Provence', 'Normandie', 'Alsace', 'Bretagne', 'Bourgogne'],
    cities: ['Paris', 'Lyon', 'Bordeaux', 'Nice'],
  },
  ES: {
    regions: ['Andalucía', 'Cataluña', 'Galicia', 'Castilla y León', 'Islas Baleares'],
    cities: ['Madrid', 'Barcelona', 'Sevilla', 'Valencia'],
  },
  BE: {
    regions: ['Ardennes', 'Vlaanderen', 'Wallonie', 'Kust', 'Limburg'],
    cities: ['Bruxelles', 'Brugge', 'Gent', 'Namur'],
  },
  NL: {
    regions: ['Zeeland', 'Veluwe', 'Limburg', 'Friesland', 'Noord-Holland'],
    cities: ['Amsterdam', 'Utrecht', 'Maastricht', 'Rotterdam'],
  },
  IT: {
    regions: ['Toscana', 'Sicilia', 'Piemonte', 'Puglia', 'Veneto'],
    cities: ['Roma', 'Firenze', 'Venezia', 'Milano'],
  },
};
const posOf = (locale: ContentLocale): PointOfSale =>
  locale === 'en' ? 'FR' : (locale.slice(3) as PointOfSale);
const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function homepage(copy: Copy, locale: ContentLocale, flow: (typeof FLOWS)[number]) {
  const text = copy.flows[flow];
  const marketLocale: Locale = locale === 'en' ? 'fr_FR' : locale;
  const blocks: Record<string, unknown>[] = [
    {
      type: 'mainUsp',
      columns: 4,
      items: copy.usp.map((label, index) => ({
        label,
        icon: ['price', 'cancel', 'support', 'star'][index],
      })),
    },
    ...(flow === 'gifting'
      ? [{ type: 'boxes', source: `/api/front/content-boxes-block/${marketLocale}` }]
      : [
          {
            type: 'topSearchResults',
            title: copy.topResults,
            search: {
              count: 3,
              type: flow === 'activity' ? 'activities' : 'stays',
              url: '/search',
              newTab: false,
            },
            searchKey: flow === 'activity' ? 'activities-wellness' : 'romantic-weekends',
          },
        ]),
    {
      type: 'categories',
      items: THEME_SLUGS.slice(0, 6).map((theme) => ({
        label: copy.nav[theme],
        url: `/search?theme=${theme}&flow=${flow}`,
        image: picture(`themes-${theme}`),
      })),
    },
    { type: 'targetedBanner', page: 'home' },
    {
      type: 'jumbotronPromo',
      title: copy.gift.title,
      subtitle: copy.gift.subtitle,
      image: picture('promo-gift'),
      cta: { label: copy.targeted.cta, url: '/gift/search', newTab: false },
    },
    {
      type: 'marketingCarousel',
      items: copy.recommendations.map((title, index) => ({
        title,
        url: `/landing/selection-${index + 1}`,
        image: picture(`selections-${index + 1}`),
      })),
    },
  ];
  return {
    seo: { title: text.seoTitle, description: text.seoDescription, index: true, follow: true },
    announcementBanner: {
      content: copy.banner.home,
      colorVariation: flow === 'gifting' ? 'red' : 'blue',
      url: flow === 'gifting' ? '/gift/search' : '/search',
      flow,
      locale: marketLocale,
    },
    header: { showHeader: true },
    promoBar: promoBar(copy, flow),
    jumbotron: {
      title: text.title,
      subtitle: text.subtitle,
      imageSmall: picture(`home-${flow}-small`),
      imageLarge: picture(`home-${flow}-large`),
    },
    blocks,
    footer: { showFooter: true, showLegal: true, showNewsletter: true, showContact: true },
  };
}

function promoBar(copy: Copy, flow: (typeof FLOWS)[number]) {
  return {
    internalCode: `promo-bar-${flow}`,
    campaign: 'spring-2026',
    category: flow === 'gifting' ? 'gift' : 'stay',
    flow,
    showFlowTabs: flow !== 'activity',
    links: [
      {
        internalCode: 'stays',
        label: copy.promo.stays,
        url: '/?flow=booking',
        newTab: false,
        variant: 'default',
      },
      {
        internalCode: 'gifts',
        label: copy.promo.gifts,
        url: '/?flow=gifting',
        newTab: false,
        variant: 'default',
      },
      {
        internalCode: 'last-minute',
        label: copy.promo.lastMinute,
        url: '/search?sort=lastMinute',
        newTab: false,
        variant: 'black',
      },
    ],
  };
}

function navigation(copy: Copy, locale: ContentLocale) {
  const pos = posOf(locale);
  const places = MARKET_PLACES[pos];
  const link = (id: string, label: string, uri: string, children: unknown[] = [], extra = {}) => ({
    _id: id,
    label,
    uri,
    children,
    ...extra,
  });
  const thisWeekTheme = {
    themaTitle: copy.nav.weekTheme,
    description: copy.nav.weekThemeDescription,
    weekendUrl: '/search?theme=spa',
  };
  // Level 2 with 16 entries (SHELL-041: 15 or more are laid out in columns), and four levels deep.
  const themeLinks = THEME_SLUGS.flatMap((theme, index) => [
    link(`theme-${theme}`, copy.nav[theme], `/search?theme=${theme}`, [], {
      icon: theme,
      count: 120 - index * 7,
    }),
    link(
      `theme-${theme}-gift`,
      `${copy.nav[theme]} · ${copy.promo.gifts}`,
      `/gift/search?theme=${theme}`,
      [],
      { count: 40 - index * 3 },
    ),
  ]);
  const destinationLinks = places.regions.map((region, r) =>
    link(
      `region-${slug(region)}`,
      region,
      `/search?region=${slug(region)}`,
      [
        link(
          `region-${slug(region)}-city`,
          places.cities[r % places.cities.length] ?? region,
          `/search?city=${slug(places.cities[r % places.cities.length] ?? region)}`,
        ),
      ],
      { location: region },
    ),
  );
  return {
    links: [
      link('inspirations', copy.nav.inspirations, '/weekend-ideas', [
        link('themes', copy.nav.themes, '/weekend-ideas#themes', themeLinks, { thisWeekTheme }),
        link('destinations', copy.nav.destinations, '/weekend-ideas#regions', destinationLinks),
        link('activities', copy.nav.activities, '/activities/search'),
        link('gifts', copy.nav.gifts, '/gift/search', [], { variant: 'highlight' }),
      ]),
      link('themes-of-the-week', copy.nav.themes, '/search?theme=spa', [], { thisWeekTheme }),
    ],
    thisWeekTheme,
  };
}

function ideas(copy: Copy, locale: ContentLocale) {
  const places = MARKET_PLACES[posOf(locale)];
  return {
    title: copy.ideas.title,
    intro: copy.ideas.intro,
    sections: [
      {
        title: copy.ideas.sectionThemes,
        intro: copy.ideas.introThemes,
        ideas: THEME_SLUGS.map((theme) => ({
          url: `/search?theme=${theme}`,
          label: copy.nav[theme],
          cover: picture(`themes-${theme}`),
        })),
      },
      {
        title: copy.ideas.sectionSeasons,
        intro: copy.ideas.introSeasons,
        ideas: copy.seasons.map((label, index) => ({
          url: `/landing/season-${index + 1}`,
          label,
          cover: picture(`seasons-${index + 1}`),
        })),
      },
    ],
    regions: places.regions.map((label) => ({ label, url: `/search?region=${slug(label)}` })),
  };
}

interface LandingSpec {
  id: string;
  title: string;
  description: string;
  image: string;
  searchKey: (typeof SEARCH_KEYS)[number]['key'];
}

/** CONT-020: one landing definition (its components in the order the page shows them). */
function landing(copy: Copy, locale: Locale, spec: LandingSpec) {
  const searchKey = SEARCH_KEYS.find((key) => key.key === spec.searchKey) ?? SEARCH_KEYS[0];
  return {
    id: spec.id,
    locale,
    seo: { title: spec.title, description: spec.description, index: true, follow: true },
    showHeader: true,
    showFooter: true,
    components: [
      { component: 'TopBar', text: copy.usp[0] },
      {
        component: 'JumbotronPromo',
        title: spec.title,
        subtitle: spec.description,
        image: spec.image,
      },
      { component: 'MainUSP', columns: 3, items: copy.usp.slice(0, 3).map((label) => ({ label })) },
      {
        component: 'TopSearchResults',
        title: copy.topResults,
        search: { count: 3, newTab: false, type: searchKey.type, url: searchKey.url },
        searchKey: searchKey.key,
      },
      {
        component: 'PromoCards',
        columns: 4,
        cards: copy.recommendations.map((title, index) => ({
          title,
          url: `/landing/selection-${index + 1}`,
          image: picture(`selections-${index + 1}`),
        })),
      },
      { component: 'TargetedBanner', page: 'home' },
      { component: 'BestBoxes', source: `/api/front/content-boxes-block/${locale}` },
    ],
  };
}

/**
 * Every landing the seeded content links to (no dead ends, issue 14 item 10): the romantic
 * weekends, the four selections (home carousel, recommendations, promo cards) and the four
 * seasons (ideas page).
 */
const SELECTION_KEYS = [
  'romantic-weekends',
  'wellness-stays',
  'wine-weekends',
  'less-than-two-hours',
] as const;
const SEASON_KEYS = [
  'less-than-two-hours',
  'less-than-two-hours',
  'wine-weekends',
  'wellness-stays',
] as const;
function landings(copy: Copy): LandingSpec[] {
  return [
    {
      id: 'romantic-weekends',
      title: copy.landing.title,
      description: copy.landing.description,
      image: picture('landing-romantic'),
      searchKey: 'romantic-weekends',
    },
    ...copy.recommendations.map((title, index): LandingSpec => ({
      id: `selection-${index + 1}`,
      title,
      description: copy.ideas.intro,
      image: picture(`selections-${index + 1}`),
      searchKey: SELECTION_KEYS[index] ?? 'romantic-weekends',
    })),
    ...copy.seasons.map((title, index): LandingSpec => ({
      id: `season-${index + 1}`,
      title,
      description: copy.ideas.introSeasons,
      image: picture(`seasons-${index + 1}`),
      searchKey: SEASON_KEYS[index] ?? 'romantic-weekends',
    })),
  ];
}

function targetedBanners(copy: Copy, locale: Locale) {
  const banner = (page: (typeof PAGES)[number], extra: Record<string, unknown>) => ({
    title: copy.targeted.title,
    subtitle: copy.targeted.subtitle,
    imageUrl: picture(`banners-${page}-desktop`),
    imageMobile: picture(`banners-${page}-mobile`),
    imagePosition: page === 'product' ? 'right' : 'center',
    imageAlt: copy.targeted.title,
    ctas: [{ label: copy.targeted.cta, url: '/search?isLessThanTwoHours=true', newTab: false }],
    url: '/search?isLessThanTwoHours=true',
    newTab: false,
    category: 'stay',
    campaign: 'less-than-two-hours',
    trackingBlockName: `targeted-banner-${page}`,
    targeting: { locale, page, ...extra },
  });
  return Object.fromEntries(
    PAGES.map((page) => [
      page,
      [
        banner(page, { theme: 'spa', flow: 'booking' }),
        banner(page, { isLessThanTwoHours: true }),
        banner(page, {}),
      ],
    ]),
  );
}

function giftBlock(copy: Copy) {
  return {
    title: copy.gift.title,
    subtitle: copy.gift.subtitle,
    imageSmall: picture('gift-block-small'),
    imageLarge: picture('gift-block-large'),
    boxURL: '/boxes/best-sellers',
    singleVoucherURL: '/gift/search',
    giftcardURL: '/giftcard/customization',
    activityOnlyURL: '/activities/search?flow=gifting',
    campaign: 'gift-block',
    category: 'gift',
  };
}

function boxesBlock(copy: Copy, locale: Locale) {
  const prices = [
    [14990, 11990],
    [9990, 9990],
    [12990, 8990],
    [24990, 19990],
  ] as const;
  return {
    locale,
    campaign: 'best-boxes',
    title: copy.boxes.title,
    subtitle: copy.boxes.subtitle,
    buttonLabel: copy.boxes.buttonLabel,
    buttonURL: '/boxes/best-sellers',
    results: copy.boxes.items.map((title, index) => {
      const [price, promoPrice] = prices[index] ?? [9990, 9990];
      return {
        id: 101 + index,
        title,
        image: picture(`boxes-${101 + index}`),
        url: `/boxes/${101 + index}`,
        includedContent: copy.included,
        rating: [9.1, 8.7, 8.9, 9.4][index] ?? 9,
        price,
        promoPrice,
        discount: Math.ceil(100 - (100 * promoPrice) / price),
        position: index + 1,
        campaign: 'best-boxes',
      };
    }),
  };
}

/** CONT-066..068: six partner minisites. */
const MINISITES = [
  { minisiteId: 'bnp-be-nl', partnerName: 'Fortuna Bank', minisiteLocale: 'nl_BE' },
  { minisiteId: 'cezam-fr', partnerName: 'Cezam Avantages', minisiteLocale: 'fr_FR' },
  { minisiteId: 'anwb-nl', partnerName: 'Reisclub Nederland', minisiteLocale: 'nl_NL' },
  { minisiteId: 'ing-be-fr', partnerName: 'Banque Horizon', minisiteLocale: 'fr_BE' },
  { minisiteId: 'iberia-club-es', partnerName: 'Club Viajero', minisiteLocale: 'es_ES' },
  { minisiteId: 'coop-it', partnerName: 'Soci Vantaggi', minisiteLocale: 'it_IT' },
] as const satisfies readonly { minisiteId: string; partnerName: string; minisiteLocale: Locale }[];

/**
 * API-047, CONT-022: what each search key stands for. Criteria are the search's own fields
 * (theme ids of the catalogue: 1 romantic, 2 wellness, 5 wine), sent as they are.
 */
const SEARCH_KEYS = [
  {
    key: 'romantic-weekends',
    type: 'stays',
    criteria: { theme: 1 },
    url: '/search',
    label: 'romantic',
  },
  { key: 'spa-gifts', type: 'gifts', criteria: { theme: 2 }, url: '/gift/search', label: 'spa' },
  {
    key: 'activities-wellness',
    type: 'activities',
    criteria: { theme: 2 },
    url: '/activities/search',
    label: 'spa',
  },
  { key: 'wellness-stays', type: 'stays', criteria: { theme: 2 }, url: '/search', label: 'spa' },
  { key: 'wine-weekends', type: 'stays', criteria: { theme: 5 }, url: '/search', label: 'gourmet' },
  { key: 'less-than-two-hours', type: 'stays', criteria: {}, url: '/search', label: 'nature' },
] as const satisfies readonly {
  key: string;
  type: 'stays' | 'gifts' | 'activities';
  criteria: Record<string, number>;
  url: string;
  label: keyof Copy['nav'];
}[];

function documents(): CmsDocument[] {
  const docs: CmsDocument[] = [];
  const add = (kind: string, key: string, locale: string, payload: unknown) =>
    docs.push({ kind, key, locale, payload });
  const bannerEntries: Record<(typeof PAGES)[number], unknown[]> = {
    home: [],
    search: [],
    product: [],
  };
  const giftBlocks: Record<string, unknown> = {};
  const targeted: Record<string, unknown> = {};
  for (const locale of CONTENT_LOCALES) {
    const copy = COPY[languageOf(locale)];
    // CONT-002: Dutch activity homepages are not written yet; the booking content stands in.
    for (const flow of FLOWS) {
      if (flow === 'activity' && languageOf(locale) === 'nl') continue;
      add('homepage', flow, locale, homepage(copy, locale, flow));
    }
    for (const flow of FLOWS) add('promoBar', flow, locale, promoBar(copy, flow));
    add('navigation', 'main', locale, navigation(copy, locale));
    add('ideas', 'main', locale, ideas(copy, locale));
    add('recommendations', 'main', locale, {
      items: copy.recommendations.map((title, index) => ({
        id: `selection-${index + 1}`,
        url: `/landing/selection-${index + 1}`,
        title,
        cover: picture(`selections-${index + 1}`),
      })),
    });
    for (const id of STATIC_PAGES) add('staticPage', id, locale, { id, ...copy.pages[id] });
    const dataProtection = `data-protection-${locale}`;
    add('staticPage', dataProtection, locale, {
      id: dataProtection,
      ...copy.pages['data-protection'],
    });
    if (PRESS_ROOM_LOCALES.includes(locale))
      add('staticPage', 'press-room', locale, { id: 'press-room', ...copy.pages['press-room'] });
    if (locale === 'en') continue;
    for (const spec of landings(copy)) add('landing', spec.id, locale, landing(copy, locale, spec));
    add('boxesBlock', 'best-boxes', locale, boxesBlock(copy, locale));
    giftBlocks[locale] = giftBlock(copy);
    targeted[locale] = targetedBanners(copy, locale);
    PAGES.forEach((page, index) => {
      for (const flow of FLOWS) {
        if (page === 'product' && flow === 'activity') continue;
        bannerEntries[page].push({
          flow,
          locale,
          announcementBanner: {
            content: copy.banner[page],
            colorVariation: COLORS[(index + FLOWS.indexOf(flow)) % COLORS.length],
            url: flow === 'gifting' ? '/gift/search' : '/search',
            flow,
            locale,
          },
          localizations: LOCALES.filter((other) => other !== locale),
        });
      }
    });
  }
  add('announcementBanner', 'catalogue', '*', {
    homePages: bannerEntries.home,
    searchPages: bannerEntries.search,
    productPages: bannerEntries.product,
  });
  add('giftBlock', 'main', '*', giftBlocks);
  add('targetedBanner', 'main', '*', targeted);
  for (const minisite of MINISITES) {
    const copy = COPY[languageOf(minisite.minisiteLocale)];
    add('minisite', minisite.minisiteId, '*', {
      ...minisite,
      minisiteUrl: `https://${minisite.minisiteId}.partners.weekend-shop.test`,
      bannerUrls: {
        desktop: picture(`minisites-${minisite.minisiteId}-desktop`),
        mobile: picture(`minisites-${minisite.minisiteId}-mobile`),
      },
      logoUrl: picture(`minisites-${minisite.minisiteId}-logo`),
      footerLegalText: `${minisite.partnerName} — ${copy.minisiteLegal}`,
    });
  }
  for (const { label, ...searchKey } of SEARCH_KEYS) {
    add('searchKey', searchKey.key, '*', { ...searchKey, label: COPY.en.nav[label] });
  }
  return docs;
}

const MARKET_LOCALES: Record<PointOfSale, readonly Locale[]> = {
  FR: ['fr_FR'],
  ES: ['es_ES'],
  BE: ['fr_BE', 'nl_BE'],
  NL: ['nl_NL'],
  IT: ['it_IT'],
};

const round1 = (value: number) => Math.round(value * 10) / 10;
const clampScore = (value: number) => round1(Math.min(10, Math.max(0, value)));

/** Reviews for about 85% of the hotels, mostly in the hotel's market language. */
function generateReviews(options: ContentSeedOptions, random: Random): ReviewRow[] {
  const rows: ReviewRow[] = [];
  for (const hotel of options.hotels) {
    if (!random.chance(0.85)) continue;
    const quality = random.between(6.2, 9.6);
    const count = random.int(1, 14);
    for (let i = 0; i < count; i += 1) {
      const locale = random.chance(0.7)
        ? random.pick(MARKET_LOCALES[hotel.countryCode])
        : random.pick(LOCALES);
      const copy = COPY[languageOf(locale)].reviews;
      const scores = {
        welcoming: clampScore(quality + random.between(-1.5, 1.2)),
        comfort: clampScore(quality + random.between(-1.5, 1.2)),
        cleanliness: clampScore(quality + random.between(-1.2, 1.2)),
        food: clampScore(quality + random.between(-2, 1.2)),
        localization: clampScore(quality + random.between(-1, 1.4)),
        priceQualityRatio: clampScore(quality + random.between(-1.8, 1)),
      };
      const values = Object.values(scores);
      rows.push({
        hotelId: hotel.id,
        locale,
        customerName: `${random.pick(copy.names)} ${String.fromCharCode(65 + random.int(0, 25))}.`,
        travellerType: random.pick(TRAVELLER_TYPES),
        date: addDays(options.today, -random.int(1, 730)),
        average: round1(values.reduce((sum, value) => sum + value, 0) / values.length),
        positiveComment: random.chance(0.9) ? random.pick(copy.positive) : '',
        negativeComment: random.pick(copy.negative),
        ...scores,
      });
    }
  }
  return rows;
}

export function generateContent(options: ContentSeedOptions): Content {
  const random = createRandom((options.seed ^ 0x5eed_c0de) >>> 0);
  return { documents: documents(), reviews: generateReviews(options, random) };
}

const REVIEW_COLUMNS = [
  ['hotel_id', 'int'],
  ['locale', 'text'],
  ['customer_name', 'text'],
  ['traveller_type', 'text'],
  ['date', 'date'],
  ['average', 'real'],
  ['positive_comment', 'text'],
  ['negative_comment', 'text'],
  ['welcoming', 'real'],
  ['comfort', 'real'],
  ['cleanliness', 'real'],
  ['food', 'real'],
  ['localization', 'real'],
  ['price_quality_ratio', 'real'],
] as const;
const REVIEW_KEYS = [
  'hotelId',
  'locale',
  'customerName',
  'travellerType',
  'date',
  'average',
  'positiveComment',
  'negativeComment',
  'welcoming',
  'comfort',
  'cleanliness',
  'food',
  'localization',
  'priceQualityRatio',
] as const satisfies readonly (keyof ReviewRow)[];
const REVIEWS_PER_INSERT = 20_000;

/** Inserts the content seed (inside the seed transaction); reviews go in as column arrays. */
export async function seedContent(
  tx: Orm,
  options: ContentSeedOptions,
): Promise<{ documents: number; reviews: number }> {
  const content = generateContent(options);
  await tx.insert(cmsDocuments).values(content.documents).onConflictDoNothing();
  for (let i = 0; i < content.reviews.length; i += REVIEWS_PER_INSERT) {
    const slice = content.reviews.slice(i, i + REVIEWS_PER_INSERT);
    const arrays = REVIEW_COLUMNS.map(
      ([, type], c) =>
        sql`${sql.param(slice.map((row) => row[REVIEW_KEYS[c] ?? 'locale']))}::${sql.raw(type)}[]`,
    );
    await tx.execute(sql`
      insert into ${reviews} (${sql.raw(REVIEW_COLUMNS.map(([name]) => name).join(', '))})
      select * from unnest(${sql.join(arrays, sql`, `)})`);
  }
  return { documents: content.documents.length, reviews: content.reviews.length };
}
