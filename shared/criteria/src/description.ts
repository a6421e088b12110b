/** CRIT-096, CRIT-100: the two layouts. */
export type Viewport = 'mobile' | 'desktop';

/** CRIT-096: description truncation length in characters. */
export const DESCRIPTION_TRUNCATION: Readonly<Record<Viewport, number>> = {
  desktop: 250,
  mobile: 86,
};

/**
 * CRIT-096: the description as shown: the full text when expanded or short enough, else its first
 * 250 (desktop) or 86 (mobile) characters (whole code points), with `truncated` true.
 */
export function truncateDescription(
  text: string,
  viewport: Viewport,
  expanded: boolean,
): { text: string; truncated: boolean } {
  const characters = Array.from(text);
  const limit = DESCRIPTION_TRUNCATION[viewport];
  if (expanded || characters.length <= limit) return { text, truncated: false };
  return { text: characters.slice(0, limit).join(''), truncated: true };
}

/** PROD-015 (spec §2.6): activity and dinner summaries are cut at 250 characters. */
export const SUMMARY_TRUNCATION = 250;

/** PROD-015: a summary as shown: whole when short enough or expanded, else its first 250 characters. */
export function truncateSummary(
  text: string,
  expanded = false,
): { text: string; truncated: boolean } {
  const characters = Array.from(text);
  if (expanded || characters.length <= SUMMARY_TRUNCATION) return { text, truncated: false };
  return { text: characters.slice(0, SUMMARY_TRUNCATION).join(''), truncated: true };
}
