/**
 * SHELL-063..066: the analytics identifiers of a visitor, written only once analytics consent is
 * given (BEY-004): a Google-style client id kept in a first-party cookie for the consent's life,
 * and a session id kept for the tab's session.
 */

export const CLIENT_ID_COOKIE = 'shop_cid';
export const SESSION_ID_KEY = 'shop:ga-session';
/** SHELL-066: the client id is polled this many times, this far apart, before giving up. */
export const CLIENT_ID_POLL_TRIES = 5;
export const CLIENT_ID_POLL_INTERVAL_MS = 1000;

const CLIENT_ID = /^GA1\.1\.\d{6,12}\.\d{6,12}$/;

function randomDigits(): string {
  const value = new Uint32Array(1);
  globalThis.crypto.getRandomValues(value);
  return String(100_000 + ((value[0] ?? 0) % 2_000_000_000));
}

/** The stored client id, or undefined (none yet, or malformed). */
export function readClientId(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const part = document.cookie
    .split(';')
    .map((entry) => entry.trim())
    .find((entry) => entry.startsWith(`${CLIENT_ID_COOKIE}=`));
  const value = part?.slice(CLIENT_ID_COOKIE.length + 1);
  return isClientId(value) ? value : undefined;
}

/** A well-formed client id (GA1.1.<random>.<seconds>). */
export function isClientId(value: string | undefined): value is string {
  return value !== undefined && CLIENT_ID.test(value);
}

/** The cookie line keeping `id` for `maxAgeDays`, or removing the client id (`null`). */
export function clientIdCookie(id: string | null, maxAgeDays: number): string {
  return `${CLIENT_ID_COOKIE}=${id ?? ''}; Path=/; Max-Age=${id === null ? 0 : maxAgeDays * 86_400}; SameSite=Lax`;
}

/** A new client id (also made by the server when the banner's form records the choice). */
export function createClientId(now = Date.now()): string {
  return `GA1.1.${randomDigits()}.${Math.trunc(now / 1000)}`;
}

/** The client id, created (GA1.1.<random>.<seconds>) when there is none. Call only with consent. */
export function ensureClientId(maxAgeDays: number, now = Date.now()): string {
  const existing = readClientId();
  if (existing) return existing;
  const id = createClientId(now);
  document.cookie = clientIdCookie(id, maxAgeDays);
  return id;
}

/** Forgets the client id (consent withdrawn). */
export function clearClientId(): void {
  if (typeof document !== 'undefined') document.cookie = clientIdCookie(null, 0);
}

/** The tab's analytics session id (seconds at its start), created on first use. */
export function sessionId(now = Date.now()): string {
  try {
    const stored = window.sessionStorage.getItem(SESSION_ID_KEY);
    if (stored && /^\d{6,12}$/.test(stored)) return stored;
    const created = String(Math.trunc(now / 1000));
    window.sessionStorage.setItem(SESSION_ID_KEY, created);
    return created;
  } catch {
    return String(Math.trunc(now / 1000)); // blocked storage: one id per call site is enough
  }
}

/**
 * SHELL-066: reads the client id up to CLIENT_ID_POLL_TRIES times, CLIENT_ID_POLL_INTERVAL_MS
 * apart; undefined when it never appears.
 */
export async function pollClientId(
  read: () => string | undefined = readClientId,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<string | undefined> {
  for (let attempt = 1; attempt <= CLIENT_ID_POLL_TRIES; attempt += 1) {
    const id = read();
    if (id) return id;
    if (attempt < CLIENT_ID_POLL_TRIES) await wait(CLIENT_ID_POLL_INTERVAL_MS);
  }
  return undefined;
}

/** SHELL-064: the advertising identifiers of the payload's user_data, from their cookies. */
export interface AdsIdentifiers {
  fbp: string | null;
  fbc: string | null;
}

/** Facebook's browser and click ids (`_fbp`, `_fbc`, fb.1.<ms>.<id>); null when absent or odd. */
export function readAdsIdentifiers(): AdsIdentifiers {
  const read = (name: '_fbp' | '_fbc'): string | null => {
    if (typeof document === 'undefined') return null;
    const value = document.cookie
      .split(';')
      .map((entry) => entry.trim())
      .find((entry) => entry.startsWith(`${name}=`))
      ?.slice(name.length + 1);
    return value && /^fb\.\d\.\d{1,15}\.[\w-]{1,200}$/.test(value) ? value : null;
  };
  return { fbp: read('_fbp'), fbc: read('_fbc') };
}
