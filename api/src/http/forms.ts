import type { FastifyInstance } from 'fastify';

/** What the shop's native forms (sent by the browser itself, without a script) share. */

const RELATIVE_BASE = 'http://relative.invalid';
/**
 * The address a form sends the visitor back to (no open redirect): a same-site path, or an
 * absolute http(s) address on one of the shop's own host names (any port); anything else gives
 * `fallback`.
 */
export function safeReturnAddress(
  raw: string | undefined,
  ownHost: (hostname: string) => boolean,
  fallback: string,
): string {
  // Control characters and backslashes have no place in an address of ours.
  // eslint-disable-next-line no-control-regex
  if (!raw || /[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  try {
    if (raw.startsWith('/')) {
      const url = new URL(raw, RELATIVE_BASE);
      if (url.origin !== RELATIVE_BASE || raw.startsWith('//')) return fallback;
      return `${url.pathname}${url.search}${url.hash}`;
    }
    const url = new URL(raw);
    const allowed =
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      ownHost(url.hostname.toLowerCase());
    return allowed ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

/** The request headers the origin check reads. */
export interface OriginHeaders {
  headers: { origin?: string | undefined; 'sec-fetch-site'?: string | string[] | undefined };
}

/**
 * CSRF guard of a native form POST (ADR 0042): a browser that says the post comes from
 * another site (Sec-Fetch-Site: cross-site), or an Origin on a host that is not the shop's, is
 * refused. "Origin: null" (sent for a same-origin form under Referrer-Policy: no-referrer) and
 * requests without the headers (older browsers, server-to-server) are let through: the contact
 * form's human check still applies to them.
 */
export function postedFromShop(
  request: OriginHeaders,
  ownHost: (hostname: string) => boolean,
): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = request.headers.origin;
  if (origin === undefined || origin === 'null') return true;
  try {
    return ownHost(new URL(origin).hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** Parses the body a native form posts (application/x-www-form-urlencoded), first value per name. */
export function parseFormBodies(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      const fields = new Map<string, string>();
      for (const [name, value] of new URLSearchParams(body as string)) {
        if (!fields.has(name)) fields.set(name, value);
      }
      done(null, Object.fromEntries(fields));
    },
  );
}
