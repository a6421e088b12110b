import { createContext, useContext, useEffect } from 'react';
// The record is the shared singleton's (one context for every app); a shell without it gives
// undefined, and nothing is recorded.
import { PageHeadRecord } from '@shop/platform';

/** Stands for the record under a shell whose platform has none (ADR 0015). */
const NO_RECORD = createContext<null>(null);

/**
 * The site's name, read once: every page title ends with it. The shell's page names it (its
 * index.html's `application-name`), as the served head's title is already the page's own; a
 * shell without it, the title it started with.
 */
let siteTitle: string | undefined;
const siteName = () =>
  document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content ||
  document.title;

/**
 * BEY-008: the document title of the page showing `title` ("Our weekend getaways | Weekend
 * Shop"), for tabs, history, bookmarks and search engines; the page's previous title comes back
 * when it unmounts. The shell owns the document head; apps set their title only through this.
 * A subpath of its own, not the shared singleton: each app bundles it (a few lines, no state to
 * share), so a remote using it runs under a shell deployed before it existed. While the server
 * renders the page, the title is recorded for the served HTML's head (`PageHeadRecord`).
 */
export function usePageTitle(title: string | undefined): void {
  const record = useContext(PageHeadRecord ?? NO_RECORD);
  const text = title?.trim();
  if (text) record?.({ title: text });
  useEffect(() => {
    siteTitle ??= siteName();
    const previous = document.title;
    const text = title?.trim();
    document.title = text && siteTitle ? `${text} | ${siteTitle}` : text || siteTitle;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/**
 * Sets `<meta name="…">` to `content` while the page is shown, then restores what was there.
 * No content: untouched. (The shell writes robots only when it is noindex for the whole
 * environment, SHELL-056, which a page's own noindex agrees with.) While the server renders the
 * page, a description is recorded for the served HTML's head (`PageHeadRecord`).
 */
export function useMetaTag(name: 'robots' | 'description', content: string | undefined): void {
  const record = useContext(PageHeadRecord ?? NO_RECORD);
  if (name === 'description' && content) record?.({ description: content });
  useEffect(() => {
    if (content === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    const created = !meta;
    if (!meta) {
      meta = document.head.appendChild(document.createElement('meta'));
      meta.name = name;
    }
    const tag = meta;
    const previous = tag.getAttribute('content');
    tag.setAttribute('content', content);
    return () => {
      if (created) tag.remove();
      else if (previous !== null) tag.setAttribute('content', previous);
    };
  }, [name, content]);
}

/**
 * CONT-008: a page's SEO from its content: the title through usePageTitle, the description, and
 * the robots value (index, follow) only where the environment allows indexing (SHELL-056: the
 * shell writes noindex everywhere else).
 */
export function useSeoMeta(
  seo: { description: string; index: boolean; follow: boolean } | undefined,
  indexing: boolean,
): void {
  useMetaTag('description', seo?.description);
  useMetaTag(
    'robots',
    seo && indexing
      ? `${seo.index ? 'index' : 'noindex'}, ${seo.follow ? 'follow' : 'nofollow'}`
      : undefined,
  );
}
