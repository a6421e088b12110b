/**
 * The safe-href rule of content (issue 14 item 9): a link taken from content is a path on this
 * site or an http(s) address, nothing else (no `javascript:`, `data:` or other scheme reaches
 * an href); a content image is one of this site (the CSP allows img-src 'self' only).
 */
const sitePath = (text: string) =>
  text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\');

/** A link taken from content, or undefined. */
export function safeContentHref(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  const text = url.trim();
  if (sitePath(text)) return text;
  return /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(text) ? text : undefined;
}

/** A content image the page may show, or undefined (another host's image is left out). */
export function sameSiteImage(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  const text = url.trim();
  return sitePath(text) ? text : undefined;
}
