/**
 * How this instance is deployed (ADR 0060): read once from the environment at start-up, never
 * guessed per request from headers a client or proxy may write.
 *
 * - NODE_ENV=production: a production instance (refuses to start without the settings below).
 * - PUBLIC_ORIGIN: the shop's public address, e.g. https://www.weekend-shop.example; https there
 *   (or production) means the browser reaches us over TLS: Secure `__Host-` cookies and HSTS.
 * - SHOP_HOSTS: comma-separated host names of the shop (markets, care host); the contact form
 *   only returns to these. Unset outside production: localhost, 127.0.0.1 and *.localhost.
 */
export interface Deployment {
  production: boolean;
  /** Browsers reach the shop over HTTPS: Secure + `__Host-` cookies, HSTS on pages and API. */
  secureTransport: boolean;
  /** Host names (lower case, no port) the shop answers on; `.localhost` suffixes in development. */
  shopHosts: readonly string[];
  /** Whether `*.localhost` names count as the shop's (development and tests only). */
  localhostSuffix: boolean;
}

/** HSTS for a year, sub-domains included (the market and care hosts), when served over TLS. */
export const HSTS = { maxAge: 31_536_000, includeSubDomains: true } as const;

type Env = Readonly<Record<string, string | undefined>>;

const DEV_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function listOf(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase().replace(/:\d+$/, ''))
    .filter(Boolean);
}

/** The deployment the environment describes (pure: tests pass their own env). */
export function readDeployment(env: Env = process.env): Deployment {
  const production = env.NODE_ENV === 'production';
  const origin = env.PUBLIC_ORIGIN?.trim();
  let originHost: string | undefined;
  let originHttps = false;
  if (origin) {
    const url = new URL(origin);
    originHost = url.hostname.toLowerCase();
    originHttps = url.protocol === 'https:';
  }
  const configured = listOf(env.SHOP_HOSTS);
  if (originHost && !configured.includes(originHost)) configured.push(originHost);
  const shopHosts = configured.length > 0 || production ? configured : DEV_HOSTS;
  return {
    production,
    secureTransport: production || originHttps,
    shopHosts,
    localhostSuffix: !production && configured.length === 0,
  };
}

/** Whether `hostname` (no port) is one of the shop's own hosts. */
export function isShopHost(deployment: Deployment, hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    deployment.shopHosts.includes(host) ||
    (deployment.localhostSuffix && /^[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost$/.test(host))
  );
}

/**
 * The settings a production start needs (issue 15 §1, §5): the care agent's password (never the
 * development default) and the shop's hosts. Throws one error naming every missing setting.
 */
export function assertStartupSettings(env: Env = process.env): Deployment {
  const deployment = readDeployment(env);
  if (!deployment.production) return deployment;
  const missing: string[] = [];
  const password = env.CARE_AGENT_PASSWORD ?? '';
  if (password.length < 12) missing.push('CARE_AGENT_PASSWORD (at least 12 characters)');
  if (deployment.shopHosts.length === 0) missing.push('SHOP_HOSTS or PUBLIC_ORIGIN');
  if (missing.length > 0) {
    throw new Error(`NODE_ENV=production needs ${missing.join(' and ')}; refusing to start`);
  }
  return deployment;
}

/** The care cookie's name: `__Host-` prefixed (Secure, Path=/, no Domain) over TLS. */
export function careCookieName(deployment: Deployment, base: string): string {
  return deployment.secureTransport ? `__Host-${base}` : base;
}
