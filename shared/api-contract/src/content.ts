import { z } from 'zod/mini';
import { LOCALES } from '@shop/criteria';
import {
  CONTACT_MESSAGES,
  CONTACT_REASONS,
  type ContactReason,
  HUMAN_CHECK_HEADER,
} from './limits';

/** Content flows of the homepage (CONT-001); booking is the fallback (CONT-002). */
export const CONTENT_FLOWS = ['booking', 'gifting', 'activity'] as const;
export const contentFlowSchema = z.enum(CONTENT_FLOWS);
export type ContentFlow = z.infer<typeof contentFlowSchema>;

export const contentLocaleSchema = z.enum(LOCALES);
/** `lng=en`: the English version of a document (the `?lng=en` reading of a page, SHELL-027). */
export const copyLanguageSchema = z.optional(z.literal('en'));
export const localeQuerySchema = z.object({ locale: contentLocaleSchema, lng: copyLanguageSchema });
export type LocaleQuery = z.infer<typeof localeQuerySchema>;
export const localeParamsSchema = z.object({ locale: contentLocaleSchema });

/** A slug taken from a path segment: content ids, landing ids, minisite ids, search keys. */
export const slugSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][\w.-]{0,99}$/, 'expected a slug of letters, digits, "-", "_"'));
export const slugParamsSchema = z.object({ id: slugSchema });
export type SlugParams = z.infer<typeof slugParamsSchema>;

export const seoSchema = z.object({
  title: z.string(),
  description: z.string(),
  index: z.boolean(),
  follow: z.boolean(),
});
export type Seo = z.infer<typeof seoSchema>;

/** CONT-009 */
export const BANNER_COLORS = ['black', 'grey', 'red', 'yellow', 'blue', 'green'] as const;
export const announcementBannerSchema = z.object({
  /** Rich text (limited HTML). */
  content: z.string(),
  colorVariation: z.enum(BANNER_COLORS),
  url: z.optional(z.string()),
  flow: contentFlowSchema,
  locale: contentLocaleSchema,
});
export type AnnouncementBanner = z.infer<typeof announcementBannerSchema>;

/** CONT-010: one entry of the announcement catalogue. */
export const announcementEntrySchema = z.object({
  flow: contentFlowSchema,
  locale: contentLocaleSchema,
  announcementBanner: announcementBannerSchema,
  /** The other locales carrying a version of this banner. */
  localizations: z.array(contentLocaleSchema),
});
export const PAGE_KINDS = ['home', 'search', 'product'] as const;
export const pageKindSchema = z.enum(PAGE_KINDS);
export type PageKind = z.infer<typeof pageKindSchema>;

/** GET /api/front/cms/announcementBanner (API-038) */
export const announcementCatalogueSchema = z.object({
  homePages: z.array(announcementEntrySchema),
  searchPages: z.array(announcementEntrySchema),
  productPages: z.array(announcementEntrySchema),
});
export type AnnouncementCatalogue = z.infer<typeof announcementCatalogueSchema>;

/** CONT-011 */
export const promoBarLinkSchema = z.object({
  internalCode: z.string(),
  label: z.string(),
  url: z.string(),
  newTab: z.boolean(),
  variant: z.enum(['default', 'black']),
});
export const promoBarSchema = z.object({
  internalCode: z.string(),
  campaign: z.string(),
  category: z.string(),
  flow: contentFlowSchema,
  links: z.array(promoBarLinkSchema),
  showFlowTabs: z.boolean(),
});
export type PromoBar = z.infer<typeof promoBarSchema>;

export const ctaSchema = z.object({ label: z.string(), url: z.string(), newTab: z.boolean() });

/** CONT-012 / CONT-013 */
export const targetedBannerSchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  imageMobile: z.string(),
  imagePosition: z.enum(['center', 'left', 'right']),
  imageAlt: z.string(),
  ctas: z.array(ctaSchema),
  url: z.string(),
  newTab: z.boolean(),
  category: z.string(),
  campaign: z.string(),
  trackingBlockName: z.string(),
  /** Targeting: an unset field matches anything, the first match wins (LEFT-037). */
  targeting: z.object({
    department: z.optional(z.string()),
    theme: z.optional(z.string()),
    city: z.optional(z.string()),
    country: z.optional(z.string()),
    region: z.optional(z.string()),
    isLessThanTwoHours: z.optional(z.boolean()),
    locale: z.optional(contentLocaleSchema),
    flow: z.optional(contentFlowSchema),
    page: z.optional(pageKindSchema),
  }),
});
export type TargetedBanner = z.infer<typeof targetedBannerSchema>;
/** GET /api/content/targetedBanner.json (API-010): locale → page kind → banners. */
export const targetedBannerCatalogueSchema = z.partialRecord(
  contentLocaleSchema,
  z.partialRecord(pageKindSchema, z.array(targetedBannerSchema)),
);
export type TargetedBannerCatalogue = z.infer<typeof targetedBannerCatalogueSchema>;

/** CONT-007: block types; each block carries its own fields. */
export const BLOCK_TYPES = [
  'boxes',
  'jumbotronPromo',
  'mainUsp',
  'marketingCarousel',
  'categories',
  'targetedBanner',
  'topSearchResults',
] as const;
export const blockSchema = z.looseObject({ type: z.enum(BLOCK_TYPES) });
export type Block = z.infer<typeof blockSchema>;

/** CONT-006: the homepage of one flow. */
export const homepageContentSchema = z.object({
  seo: seoSchema,
  announcementBanner: z.optional(announcementBannerSchema),
  header: z.object({ showHeader: z.boolean() }),
  promoBar: z.optional(promoBarSchema),
  jumbotron: z.optional(
    z.object({
      title: z.string(),
      subtitle: z.string(),
      imageSmall: z.string(),
      imageLarge: z.string(),
    }),
  ),
  blocks: z.array(blockSchema),
  footer: z.object({
    showFooter: z.boolean(),
    showLegal: z.boolean(),
    showNewsletter: z.boolean(),
    showContact: z.boolean(),
  }),
});
export type HomepageContent = z.infer<typeof homepageContentSchema>;

/** GET /api/cms/homepage?locale (API-037); a missing flow holds the booking content (CONT-002). */
export const homepageResponseSchema = z.object({
  locale: contentLocaleSchema,
  booking: homepageContentSchema,
  gifting: homepageContentSchema,
  activity: homepageContentSchema,
  /** Flows answered with the booking content. */
  fallbackFlows: z.array(contentFlowSchema),
});
export type HomepageResponse = z.infer<typeof homepageResponseSchema>;

/** CONT-016 */
export const boxCardSchema = z.object({
  id: z.int(),
  title: z.string(),
  image: z.string(),
  url: z.string(),
  includedContent: z.string(),
  /** Out of 10. */
  rating: z.number(),
  price: z.int(),
  promoPrice: z.int(),
  /** ceil(100 - 100 × promoPrice / price). */
  discount: z.int(),
  position: z.int(),
  campaign: z.string(),
});
export type BoxCard = z.infer<typeof boxCardSchema>;

/** GET /api/front/content-boxes-block/:locale (API-039, CONT-015, CONT-019) */
export const boxesBlockSchema = z.object({
  locale: contentLocaleSchema,
  results: z.array(boxCardSchema),
  campaign: z.string(),
  title: z.string(),
  subtitle: z.string(),
  buttonLabel: z.string(),
  buttonURL: z.string(),
});
export type BoxesBlock = z.infer<typeof boxesBlockSchema>;

/** CONT-018 */
export const giftBlockEntrySchema = z.object({
  title: z.string(),
  subtitle: z.string(),
  imageSmall: z.string(),
  imageLarge: z.string(),
  boxURL: z.string(),
  singleVoucherURL: z.string(),
  giftcardURL: z.string(),
  activityOnlyURL: z.string(),
  campaign: z.string(),
  category: z.string(),
});
/** GET /api/front/content/giftBlock (API-040): locale → entry. */
export const giftBlockSchema = z.partialRecord(contentLocaleSchema, giftBlockEntrySchema);
export type GiftBlock = z.infer<typeof giftBlockSchema>;

/** SHELL-042 */
export const thisWeekThemeSchema = z.object({
  themaTitle: z.string(),
  description: z.string(),
  weekendUrl: z.string(),
});
/** SHELL-044: a navigation link; children nest up to four levels (SHELL-041). */
export interface NavigationLink {
  _id: string;
  label: string;
  icon?: string;
  uri: string;
  location?: string;
  variant?: 'highlight';
  count?: number;
  children: NavigationLink[];
  thisWeekTheme?: z.infer<typeof thisWeekThemeSchema>;
}
export const navigationLinkSchema: z.ZodMiniType<NavigationLink> = z.object({
  _id: z.string(),
  label: z.string(),
  icon: z.optional(z.string()),
  uri: z.string(),
  location: z.optional(z.string()),
  variant: z.optional(z.literal('highlight')),
  count: z.optional(z.int()),
  get children() {
    return z.array(navigationLinkSchema);
  },
  thisWeekTheme: z.optional(thisWeekThemeSchema),
});
/** GET /api/front/cms/navigation?locale (API-051, LEFT-026) */
export const navigationResponseSchema = z.object({
  locale: contentLocaleSchema,
  links: z.array(navigationLinkSchema),
  thisWeekTheme: thisWeekThemeSchema,
});
export type NavigationResponse = z.infer<typeof navigationResponseSchema>;

/** GET /api/ideas.json?locale (API-049, CONT-025) */
export const ideasResponseSchema = z.object({
  title: z.string(),
  intro: z.string(),
  sections: z.array(
    z.object({
      title: z.string(),
      intro: z.string(),
      ideas: z.array(z.object({ url: z.string(), label: z.string(), cover: z.string() })),
    }),
  ),
  regions: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type IdeasResponse = z.infer<typeof ideasResponseSchema>;
/** LEFT-028 */
export const IDEAS_PER_SECTION = 6;

/** GET /api/recommendations.json?locale (API-050) */
export const recommendationsResponseSchema = z.object({
  items: z.array(
    z.object({ id: z.string(), url: z.string(), title: z.string(), cover: z.string() }),
  ),
});
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

/** GET /api/content/:id.json?locale (API-048, CONT-027): locale is optional. */
export const staticContentQuerySchema = z.object({
  locale: z.optional(contentLocaleSchema),
  lng: copyLanguageSchema,
});
export const staticContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** HTML */
  content: z.string(),
});
export type StaticContent = z.infer<typeof staticContentSchema>;

/** CONT-020: landing components. */
export const LANDING_COMPONENTS = [
  'BestBoxes',
  'JumbotronPromo',
  'MainUSP',
  'TopBar',
  'PromoCards',
  'TargetedBanner',
  'TopSearchResults',
] as const;
/** CONT-021: top results show at most 3. */
export const TOP_SEARCH_RESULTS_MAX = 3;
export const landingComponentSchema = z.looseObject({ component: z.enum(LANDING_COMPONENTS) });
/** GET /api/landing/:id.json?locale (SHELL-008): the definition, or 404. */
export const landingPageSchema = z.object({
  id: z.string(),
  locale: contentLocaleSchema,
  seo: seoSchema,
  showHeader: z.boolean(),
  showFooter: z.boolean(),
  components: z.array(landingComponentSchema),
});
export type LandingPage = z.infer<typeof landingPageSchema>;

export const SEARCH_TYPES = ['stays', 'gifts', 'activities'] as const;
/** GET /api/search-keys/:key.json (API-047, LEFT-024): the search a key stands for (CONT-022). */
export const searchKeyParamsSchema = z.object({ key: slugSchema });
export const searchKeySchema = z.object({
  key: z.string(),
  type: z.enum(SEARCH_TYPES),
  label: z.string(),
  url: z.string(),
  criteria: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  /** Activities: 20; stays and gifts: 1. */
  numberOfPackagesPerHotel: z.int(),
  page: z.int(),
  /** Stays and gifts: priceQuality. */
  sort: z.optional(z.string()),
});
export type SearchKey = z.infer<typeof searchKeySchema>;

/** CONT-066: a partner minisite. */
export const minisiteSchema = z.object({
  minisiteId: z.string(),
  minisiteUrl: z.string(),
  partnerName: z.string(),
  minisiteLocale: contentLocaleSchema,
  bannerUrls: z.object({ desktop: z.string(), mobile: z.string() }),
  logoUrl: z.string(),
  footerLegalText: z.string(),
});
export type Minisite = z.infer<typeof minisiteSchema>;

/** Proof-of-work human check (CONT-037/039, SHELL-053). */
export const humanCheckChallengeSchema = z.object({
  challenge: z.string(),
  /** Leading zero bits sha256(challenge + nonce) must have. */
  difficulty: z.int(),
  /** ISO time. */
  expiresAt: z.string(),
});
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeSchema>;
/**
 * GET /api/front/contact/form-token (CONT-037, ADR 0091): the token a server-rendered contact form
 * carries for a send without JavaScript (no proof of work can run), good once within the hour.
 */
export const contactFormTokenSchema = z.object({ token: z.string() });
export type ContactFormToken = z.infer<typeof contactFormTokenSchema>;
/** "<challenge>:<nonce>" */
const humanCheckSchema = z.string().check(z.maxLength(512));
/**
 * The headers of a search route behind the bot check (SHELL-053, ADR 0105): a solved challenge,
 * sent after a 429 HUMAN_CHECK_REQUIRED; every other header passes untouched.
 */
export const humanCheckHeadersSchema = z.looseObject({
  [HUMAN_CHECK_HEADER]: z.optional(humanCheckSchema),
});

export const NEWSLETTER_COUNTRIES = ['fr', 'es', 'be', 'nl', 'it'] as const;
export const NEWSLETTER_LANGUAGES = ['fr', 'es', 'nl', 'it', 'en'] as const;
/** Country or language in any case, answered lower-case. */
const lowerEnum = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.pipe(
    z
      .string()
      .check(z.refine((value) => values.includes(value.toLowerCase()), `expected a ${what}`)),
    z.transform((value) => value.toLowerCase() as T[number]),
  );
const newsletterFields = {
  email: z.email().check(z.maxLength(254)),
  country: lowerEnum(NEWSLETTER_COUNTRIES, 'point of sale: fr, es, be, nl or it'),
  language: lowerEnum(NEWSLETTER_LANGUAGES, 'language: fr, es, nl, it or en'),
  source: z.optional(z.string().check(z.maxLength(64))),
  humanCheck: z.optional(humanCheckSchema),
};
/** POST /api/front/marketing/newsletter (API-041): 201 when new, 200 when already subscribed. */
export const newsletterRequestSchema = z.object(newsletterFields);
export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
/** GET /api/marketing/newsletter?email&country&language&source (API-041, modal). */
export const newsletterQuerySchema = z.object(newsletterFields);
export const newsletterResponseSchema = z.object({
  subscribed: z.literal(true),
  created: z.boolean(),
});
export type NewsletterResponse = z.infer<typeof newsletterResponseSchema>;

export const contactReasonSchema = z.enum(
  Object.keys(CONTACT_REASONS) as [ContactReason, ...ContactReason[]],
);
const short = z.string().check(z.maxLength(255));
const required = (schema: z.ZodMiniString) =>
  schema.check(z.minLength(1, CONTACT_MESSAGES.required));
/**
 * POST /api/front/contact (API-042, CONT-036), application/x-www-form-urlencoded; answers 303 to
 * retURL with ref=contact_thank_you (LEFT-023). Booking_ID__c may be empty only for avv_info.
 * A refused form posted by a browser (Accept: text/html) answers 303 to retURL with
 * ref=contact_error and field=<the first refused field> (ADR 0091).
 */
export const contactFormSchema = z.object({
  Booking_ID__c: z._default(
    z.string().check(z.regex(/^(\d{8})?$/, CONTACT_MESSAGES.bookingId)),
    '',
  ),
  contact_reason: contactReasonSchema,
  description: z._default(z.string().check(z.maxLength(32_000)), ''),
  email: required(z.string().check(z.maxLength(254))).check(
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, CONTACT_MESSAGES.email),
  ),
  name: required(z.string().check(z.maxLength(120))).check(
    z.regex(/^[\p{L} '’-]*$/u, CONTACT_MESSAGES.name),
  ),
  phone: required(z.string().check(z.maxLength(40))).check(
    z.regex(/^[0-9 ()+-]*$/, CONTACT_MESSAGES.phone),
  ),
  requestType: z.optional(short),
  requestSubtype: z.optional(short),
  orgid: z.optional(short),
  status: z.optional(z.literal('New')),
  type: z.optional(short),
  subtype: z.optional(short),
  language: z.optional(short),
  pos: z.optional(short),
  retURL: z.optional(z.string().check(z.maxLength(2048))),
  humanCheck: z.optional(humanCheckSchema),
  /** A send without JavaScript: the served form's token (ADR 0091)… */
  formToken: z.optional(z.string().check(z.maxLength(256))),
  /** …and the honeypot field, which people leave empty (hidden from them; robots fill it). */
  website: z.optional(z.string().check(z.maxLength(2048))),
});
export type ContactForm = z.input<typeof contactFormSchema>;
