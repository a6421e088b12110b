import { type Locale, type PointOfSale, isLocale } from '@shop/criteria';

export interface Market {
  pos: PointOfSale;
  /** Market languages; the first is the default. Belgium offers two. */
  locales: readonly [Locale, ...Locale[]];
  /** Host label that selects the market (`be` in be.localhost or be.example.com). */
  hostLabel: string;
  /** Belgian country splash (SHELL-023) asks the visitor to choose a language. */
  splash: boolean;
}

/** The one market table (ADR 0001). Bare `localhost` and unknown hosts are France. */
export const MARKETS: Readonly<Record<PointOfSale, Market>> = {
  FR: { pos: 'FR', locales: ['fr_FR'], hostLabel: 'fr', splash: false },
  ES: { pos: 'ES', locales: ['es_ES'], hostLabel: 'es', splash: false },
  BE: { pos: 'BE', locales: ['nl_BE', 'fr_BE'], hostLabel: 'be', splash: true },
  NL: { pos: 'NL', locales: ['nl_NL'], hostLabel: 'nl', splash: false },
  IT: { pos: 'IT', locales: ['it_IT'], hostLabel: 'it', splash: false },
};

export const DEFAULT_MARKET = MARKETS.FR;

/** Host prefix of customer-care mode (SHELL-051..053). */
export const CARE_PREFIX = 'care.';

export interface HostInfo {
  market: Market;
  careMode: boolean;
  /** The same address on the public (non-care) host, for shareable links (SHELL-052). */
  publicHost: string;
}

/** Market and care mode from a host name such as `care.be.localhost:4200`. Never throws. */
export function resolveHost(host: string): HostInfo {
  const lower = host.toLowerCase();
  const careMode = lower.startsWith(CARE_PREFIX);
  const publicHost = careMode ? host.slice(CARE_PREFIX.length) : host;
  const firstLabel = publicHost.toLowerCase().split(':')[0]?.split('.')[0] ?? '';
  const market =
    Object.values(MARKETS).find((candidate) => candidate.hostLabel === firstLabel) ??
    DEFAULT_MARKET;
  return { market, careMode, publicHost };
}

/** Address of the same page on another market's host (country switcher). */
export function marketHost(current: string, target: Market): string {
  const { careMode, publicHost } = resolveHost(current);
  const [hostname = 'localhost', port] = publicHost.split(':');
  const labels = hostname.split('.');
  const known = Object.values(MARKETS).some((m) => m.hostLabel === labels[0]);
  const base = known ? labels.slice(1) : labels;
  const next = [target.hostLabel, ...base].join('.');
  return `${careMode ? CARE_PREFIX : ''}${next}${port ? `:${port}` : ''}`;
}

export const LAST_LANGUAGE_COOKIE = 'lastLanguage';

/**
 * The market language: a valid `lastLanguage` cookie of this market wins, then the default.
 * `needsChoice` is true when the market shows a splash and the visitor never chose (SHELL-023).
 */
export function resolveLocale(
  market: Market,
  lastLanguage: string | undefined,
): { locale: Locale; needsChoice: boolean } {
  if (isLocale(lastLanguage) && market.locales.includes(lastLanguage)) {
    return { locale: lastLanguage, needsChoice: false };
  }
  return { locale: market.locales[0], needsChoice: market.splash };
}

export interface Visit extends HostInfo {
  /** Market locale (prices, dates, API calls). */
  locale: Locale;
  /** Copy language: the locale, or `en` with ?lng=en (QA and tests). */
  language: Locale | 'en';
  /** The Belgian splash must ask for a language first (SHELL-023). */
  needsChoice: boolean;
}

/** Everything the address and the lastLanguage cookie say about this visit. Never throws. */
export function resolveVisit(
  host: string,
  search: string,
  lastLanguage: string | undefined,
): Visit {
  const hostInfo = resolveHost(host);
  const { locale, needsChoice } = resolveLocale(hostInfo.market, lastLanguage);
  const language = new URLSearchParams(search).get('lng') === 'en' ? 'en' : locale;
  return { ...hostInfo, locale, language, needsChoice };
}
