/**
 * CONT-043: common mail domains, international and of the six markets' regional providers; a
 * typed domain one or two letters away from one of them gets "You mean name@domain?".
 */
export const COMMON_EMAIL_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'hotmail.fr',
  'yahoo.fr',
  'orange.fr',
  'wanadoo.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'hotmail.es',
  'yahoo.es',
  'telefonica.net',
  'skynet.be',
  'telenet.be',
  'proximus.be',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'alice.it',
] as const;

/** Levenshtein distance, stopped early once above `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** The corrected address ("name@gmail.com" for "name@gmial.com"), or null when none applies. */
export function emailSuggestion(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at <= 0) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  if (domain === '' || (COMMON_EMAIL_DOMAINS as readonly string[]).includes(domain)) return null;
  let found: string | null = null;
  let bestDistance = 3;
  for (const candidate of COMMON_EMAIL_DOMAINS) {
    const value = distance(domain, candidate, 2);
    if (value < bestDistance) {
      bestDistance = value;
      found = candidate;
    }
  }
  return found ? `${local}@${found}` : null;
}
