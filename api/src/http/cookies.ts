/** Reads one cookie from a Cookie header; undefined when absent or not decodable. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  /** false: readable by the page's script (a non-secret flag such as the shell's account cookies). */
  httpOnly?: boolean;
}

/** A Set-Cookie value: HttpOnly, SameSite=Lax, Path=/; Max-Age 0 clears the cookie. */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, secure, httpOnly = true }: CookieOptions,
): string {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    ...(httpOnly ? ['HttpOnly'] : []),
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Every cookie of a Cookie header by name (a value that does not decode is left out). */
export function readCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    try {
      cookies[part.slice(0, separator).trim()] = decodeURIComponent(
        part.slice(separator + 1).trim(),
      );
    } catch {
      // Not a cookie this shop wrote.
    }
  }
  return cookies;
}
