/**
 * SEO in the served HTML before server rendering (issue 16 item 4, ADR 0086): the gateway writes a
 * page's title, description and — where the environment allows indexing — robots, canonical URL,
 * hreflang alternates and JSON-LD into the shell's HTML, so a crawler reading the raw HTML finds
 * them. The shell keeps title, description and robots current on later navigations and removes
 * the tags marked `data-page-head` once the visitor moves to another page.
 */
import type { Locale } from '@shop/criteria';

export interface PageHead {
  /** The document language (BCP 47, e.g. fr-FR). */
  lang: string;
  title: string;
  description: string;
  /** Only where the environment allows indexing (SHELL-056); the shell's noindex stays otherwise. */
  indexed: null | {
    robots: string;
    canonical: string;
    alternates: readonly { hreflang: string; href: string }[];
    jsonLd: readonly unknown[];
  };
}

/** fr_FR → fr-FR (hreflang and lang values). */
export const hreflangOf = (locale: Locale): string => locale.replace('_', '-');

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/** JSON inside a script element: `<`, U+2028 and U+2029 escaped, so nothing can close it. */
export const jsonForScript = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A meta tag of the shell's HTML, as written in index.html or as the production build minifies it
 * (`<meta name=robots content=noindex>`).
 */
const metaTag = (name: string) =>
  new RegExp(`<meta name="?${name}"? content=(?:"[^"]*"|[^\\s>"]+)\\s*/?>`);

/** The shell's HTML with the page's head: its title, description and robots replaced, tags added. */
export function applyPageHead(html: string, head: PageHead): string {
  const mark = 'data-page-head';
  let out = html
    .replace(/<html lang=(?:"[^"]*"|[^\s>"]+)/, () => `<html lang="${escapeAttr(head.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(head.title)}</title>`)
    .replace(
      metaTag('description'),
      () => `<meta name="description" content="${escapeAttr(head.description)}" />`,
    );
  if (!head.indexed) return out;
  const { robots, canonical, alternates, jsonLd } = head.indexed;
  out = out.replace(
    metaTag('robots'),
    () => `<meta name="robots" content="${escapeAttr(robots)}" />`,
  );
  const tags = [
    `<link rel="canonical" href="${escapeAttr(canonical)}" ${mark} />`,
    ...alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeAttr(hreflang)}" href="${escapeAttr(href)}" ${mark} />`,
    ),
    ...jsonLd.map(
      (data) => `<script type="application/ld+json" ${mark}>${jsonForScript(data)}</script>`,
    ),
  ];
  return out.replace('</head>', `${tags.join('')}</head>`);
}
