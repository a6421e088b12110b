/** A campaign medium as the gift-boxes call accepts it (API-031); anything else is ignored. */
const MEDIUM = /^[\w.-]{1,50}$/;

/**
 * GIFT-027: what /boxes/{box}?utm_medium=… asks for, read tolerantly: the campaign medium of the
 * query (`utm_medium`, or `utmMedium`) when it is one the call accepts, else null (every box);
 * the box segment when it is a plain slug, else null.
 */
export function boxesAddress(
  segment: string | undefined,
  search: string,
): { box: string | null; utmMedium: string | null } {
  const query = new URLSearchParams(search);
  const medium = query.get('utm_medium') ?? query.get('utmMedium');
  return {
    box: segment && /^[a-z0-9-]{1,80}$/.test(segment) ? segment : null,
    utmMedium: medium && MEDIUM.test(medium) ? medium : null,
  };
}
