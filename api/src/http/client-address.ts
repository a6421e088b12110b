import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` receives from us: nothing, the proxies' addresses, or a hop count
 * as a function (trust the `hops` nearest addresses of the chain, whatever they are).
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

function isRange(entry: string): boolean {
  if (PRESETS.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const version = isIP(address);
  return version !== 0 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * ADR 0011: which proxies may tell us the client's address (X-Forwarded-For), from env
 * TRUST_PROXY. Unset, empty or "false": none — the shop's own server is the edge and
 * request.ip is the socket's peer. A number: that many proxies in front (1 = one load
 * balancer). Otherwise a comma-separated list of proxy addresses, CIDR ranges or the presets
 * loopback, linklocal, uniquelocal. "true" (trust anyone) is refused: any client could then
 * pick its own address and walk past the rate limits. Anything unreadable throws at start-up.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address (X-Forwarded-For): give the number of proxies in front, or their addresses',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`TRUST_PROXY: at most ${MAX_HOPS} proxies, not ${hops}`);
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !isRange(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY: "${wrong}" is not an address, a CIDR range, loopback, linklocal or uniquelocal`,
    );
  }
  return entries;
}
