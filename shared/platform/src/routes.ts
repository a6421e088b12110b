/**
 * The route table (SHELL-001..015, LEFT-001..004): first path segment → app, page and layout.
 * The shell builds its react-router routes from it and the server preloads the right remote from
 * it (both match with react-router, `@shop/platform/route-match`, ADR 0022); every app builds links
 * with the path builders below. Path strings are ours (ADR 0005): keep them stable.
 */
export type RemoteName =
  'mfe_search' | 'mfe_product' | 'mfe_gifting' | 'mfe_checkout' | 'mfe_content';

export type Layout = 'normal' | 'simplified' | 'splash';

export type FlagName =
  | 'customerAccount'
  | 'giftBoxes'
  | 'activityOnly'
  | 'physicalGiftFormat'
  | 'messenger'
  | 'belgianSplash'
  /** CHK-017: the payment-eligibility message (pay later, 3x, 4x) of the checkout. */
  | 'paymentEligibility'
  /** CHK-035: the cancellation insurance of the checkout ("off when not enabled"). */
  | 'insurance';

interface RouteFields<Kind extends string> {
  kind: Kind;
  /**
   * react-router path pattern: `:param`, optional `:param?`, a trailing splat `/*` (also matches
   * nothing: `/account` and `/account/trips`); `*` alone is the not-found fallback.
   */
  path: string;
  /** The app that owns the page; null for the shell's own pages. */
  remote: RemoteName | null;
  /** Exposed module of that app rendering the page. */
  module: string;
  layout: Layout;
  /** The route exists only while this toggle is on. */
  flag?: FlagName;
  /**
   * The gateway renders the page's HTML on the server and the browser hydrates it (issue 16,
   * ADR 0088); the other pages are rendered in the browser.
   */
  serverRendered?: boolean;
  /**
   * The page reads state from the address hash (search criteria, chosen dates), which the server
   * never sees: served, it hides its hash-sensitive parts until it has rendered with the hash
   * (`HASH_PENDING_ATTRIBUTE`, ADR 0097).
   */
  hashState?: boolean;
  /**
   * The gateway serves the page's frame — the shell's header and footer around the page's
   * skeleton, never what the page shows (the shopper's own checkout, order or account) — and the
   * browser renders the page into it once the frame is hydrated (ADR 0101). Not with
   * `serverRendered`.
   */
  servedFrame?: boolean;
}

export const ROUTES = [
  {
    kind: 'home',
    path: '/',
    remote: 'mfe_content',
    module: './HomePage',
    layout: 'normal',
    serverRendered: true,
  },
  {
    kind: 'search',
    path: '/search',
    remote: 'mfe_search',
    module: './SearchPage',
    layout: 'normal',
    serverRendered: true,
    hashState: true,
  },
  {
    kind: 'activitySearch',
    path: '/activities/search',
    remote: 'mfe_search',
    module: './SearchPage',
    layout: 'normal',
    flag: 'activityOnly',
    serverRendered: true,
    hashState: true,
  },
  {
    kind: 'giftSearch',
    path: '/gift/search',
    remote: 'mfe_search',
    module: './SearchPage',
    layout: 'normal',
    serverRendered: true,
    hashState: true,
  },
  {
    kind: 'hotel',
    path: '/hotel/:hotelId',
    remote: 'mfe_product',
    module: './HotelPage',
    layout: 'normal',
    serverRendered: true,
    hashState: true,
  },
  {
    kind: 'product',
    path: '/weekend/:productId',
    remote: 'mfe_product',
    module: './ProductPage',
    layout: 'normal',
    serverRendered: true,
    hashState: true,
  },
  {
    kind: 'activity',
    path: '/activity/:activityId',
    remote: 'mfe_product',
    module: './ActivityPage',
    layout: 'normal',
    serverRendered: true,
    hashState: true,
  },
  {
    kind: 'giftSetup',
    path: '/gifting/:productId',
    remote: 'mfe_gifting',
    module: './GiftSetupPage',
    layout: 'normal',
    serverRendered: true,
    hashState: true,
  },
  {
    kind: 'boxes',
    path: '/boxes/:boxId',
    remote: 'mfe_gifting',
    module: './BoxesPage',
    layout: 'normal',
    flag: 'giftBoxes',
    serverRendered: true,
    hashState: true,
  },
  {
    kind: 'giftcard',
    path: '/giftcard/*',
    remote: 'mfe_gifting',
    module: './GiftCardPage',
    layout: 'normal',
    serverRendered: true,
    hashState: true,
  },
  {
    kind: 'beneficiary',
    path: '/beneficiary/login',
    remote: 'mfe_gifting',
    module: './BeneficiaryPage',
    layout: 'simplified',
    servedFrame: true,
  },
  {
    kind: 'checkout',
    path: '/checkout/:productId/summary',
    remote: 'mfe_checkout',
    module: './CheckoutPage',
    layout: 'simplified',
    servedFrame: true,
  },
  {
    kind: 'payment',
    path: '/checkout/:productId/payment',
    remote: 'mfe_checkout',
    module: './CheckoutPage',
    layout: 'simplified',
    servedFrame: true,
  },
  {
    kind: 'activityCheckout',
    path: '/checkout/activity/:activityId',
    remote: 'mfe_checkout',
    module: './CheckoutPage',
    layout: 'simplified',
    servedFrame: true,
  },
  {
    kind: 'confirmation',
    path: '/confirmation/:orderUUID',
    remote: 'mfe_checkout',
    module: './ConfirmationPage',
    layout: 'simplified',
    servedFrame: true,
  },
  {
    kind: 'account',
    path: '/account/*',
    remote: 'mfe_checkout',
    module: './AccountPage',
    layout: 'normal',
    servedFrame: true,
  },
  {
    kind: 'static',
    path: '/page/:contentId?',
    remote: 'mfe_content',
    module: './StaticPage',
    layout: 'normal',
    serverRendered: true,
  },
  {
    kind: 'ideas',
    path: '/weekend-ideas',
    remote: 'mfe_content',
    module: './IdeasPage',
    layout: 'normal',
    serverRendered: true,
  },
  {
    kind: 'landing',
    path: '/landing/:landingId',
    remote: 'mfe_content',
    module: './LandingPage',
    layout: 'normal',
    serverRendered: true,
  },
  {
    kind: 'contact',
    path: '/contact',
    remote: 'mfe_content',
    module: './ContactPage',
    layout: 'normal',
    serverRendered: true,
  },
  {
    kind: 'minisite',
    path: '/minisite/:minisiteId/*',
    remote: 'mfe_content',
    module: './MinisitePage',
    layout: 'normal',
    serverRendered: true,
  },
  { kind: 'careLogin', path: '/cc-login', remote: null, module: 'CareLogin', layout: 'simplified' },
  { kind: 'notFound', path: '*', remote: 'mfe_search', module: './NotFoundPage', layout: 'normal' },
] as const satisfies readonly RouteFields<string>[];

export type RouteKind = (typeof ROUTES)[number]['kind'];

export type RouteDefinition = RouteFields<RouteKind>;

export const REMOTES: readonly RemoteName[] = [
  'mfe_search',
  'mfe_product',
  'mfe_gifting',
  'mfe_checkout',
  'mfe_content',
];

export type Flags = Readonly<Record<FlagName, boolean>>;

export const DEFAULT_FLAGS: Flags = {
  customerAccount: false,
  giftBoxes: true,
  activityOnly: true,
  physicalGiftFormat: true,
  messenger: false,
  belgianSplash: true,
  paymentEligibility: true,
  insurance: true,
};

export function parseFlags(input: unknown): Flags {
  const flags: Record<FlagName, boolean> = { ...DEFAULT_FLAGS };
  if (input && typeof input === 'object') {
    for (const key of Object.keys(DEFAULT_FLAGS) as FlagName[]) {
      const value = (input as Record<string, unknown>)[key];
      if (typeof value === 'boolean') flags[key] = value;
    }
  }
  return flags;
}

/** Whether the gateway serves HTML for the page: the page itself or its frame (ADR 0088, 0101). */
export const servedByGateway = (route: RouteDefinition): boolean =>
  route.serverRendered === true || route.servedFrame === true;

/** The routes that exist with these toggles (SHELL-009, SHELL-010). */
export function activeRoutes(flags: Flags): RouteDefinition[] {
  return ROUTES.filter((route: RouteDefinition) => !route.flag || flags[route.flag]);
}

export function routeByKind(kind: RouteKind): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.kind === kind);
  if (!route) throw new Error(`Unknown route kind ${kind}`);
  return route;
}

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query = {}, hash = ''): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash ? `#${hash.replace(/^#/, '')}` : ''}`;
}

const seg = encodeURIComponent;

/** Path builders every app uses for links (no app writes a path string by hand). */
export const paths = {
  home: (query?: Query) => withQuery('/', query),
  search: (query?: Query, hash?: string) => withQuery('/search', query, hash),
  activitySearch: (query?: Query, hash?: string) => withQuery('/activities/search', query, hash),
  giftSearch: (query?: Query, hash?: string) => withQuery('/gift/search', query, hash),
  hotel: (hotelId: string | number, query?: Query, hash?: string) =>
    withQuery(`/hotel/${seg(String(hotelId))}`, query, hash),
  product: (productId: string | number, query?: Query, hash?: string) =>
    withQuery(`/weekend/${seg(String(productId))}`, query, hash),
  activity: (activityId: string | number, query?: Query, hash?: string) =>
    withQuery(`/activity/${seg(String(activityId))}`, query, hash),
  giftSetup: (productId: string | number, query?: Query, hash?: string) =>
    withQuery(`/gifting/${seg(String(productId))}`, query, hash),
  boxes: (boxId: string) => `/boxes/${seg(boxId)}`,
  giftcardCustomization: () => '/giftcard/customization',
  beneficiaryLogin: () => '/beneficiary/login',
  checkout: (productId: string | number, hash?: string, query?: Query) =>
    withQuery(`/checkout/${seg(String(productId))}/summary`, query, hash),
  payment: (productId: string | number, hash?: string, query?: Query) =>
    withQuery(`/checkout/${seg(String(productId))}/payment`, query, hash),
  /** CHK-006: the activity checkout; `query` carries customType=OWN_USE for one's own use. */
  activityCheckout: (activityId: string | number, hash?: string, query?: Query) =>
    withQuery(`/checkout/activity/${seg(String(activityId))}`, query, hash),
  confirmation: (orderUUID: string, query?: Query) =>
    withQuery(`/confirmation/${seg(orderUUID)}`, query),
  account: (section = '', query?: Query, hash?: string) =>
    withQuery(`/account${section ? `/${section}` : ''}`, query, hash),
  signIn: (origin: string) => withQuery('/account/signin', { origin }),
  staticPage: (contentId: string) => `/page/${seg(contentId)}`,
  ideas: () => '/weekend-ideas',
  landing: (landingId: string) => `/landing/${seg(landingId)}`,
  contact: (query?: Query) => withQuery('/contact', query),
  minisite: (minisiteId: string, rest = '') =>
    `/minisite/${seg(minisiteId)}${rest ? `/${rest.replace(/^\//, '')}` : ''}`,
  careLogin: (query?: Query) => withQuery('/cc-login', query),
} as const;

export type SearchFlow = 'booking' | 'hotel' | 'activity' | 'gifting';

/** SHELL-005/LEFT-001: each flow has its own search path; switching flow changes the path. */
export function searchPath(flow: SearchFlow, query: Query = {}, hash?: string): string {
  if (flow === 'activity') return paths.activitySearch(query, hash);
  if (flow === 'gifting') return paths.giftSearch(query, hash);
  return paths.search(flow === 'hotel' ? { flow, ...query } : query, hash);
}

/** The flow a search address stands for: its path first, then ?flow=hotel on the stays path. */
export function searchFlowOf(pathname: string, search: string): SearchFlow {
  if (pathname.startsWith('/activities/search')) return 'activity';
  if (pathname.startsWith('/gift/search')) return 'gifting';
  return new URLSearchParams(search).get('flow') === 'hotel' ? 'hotel' : 'booking';
}
