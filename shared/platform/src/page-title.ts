import { useEffect } from 'react';

/** The shell's own title (its index.html), read once: every page title ends with it. */
let siteTitle: string | undefined;

/**
 * BEY-008: the document title of the page showing `title` ("Our weekend getaways | Weekend
 * Shop"), for tabs, history, bookmarks and search engines; the page's previous title comes back
 * when it unmounts. The shell owns the document head; apps set their title only through this.
 * A subpath of its own, not the shared singleton: each app bundles it (a few lines, no state to
 * share), so a remote using it runs under a shell deployed before it existed.
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    siteTitle ??= document.title;
    const previous = document.title;
    const text = title?.trim();
    document.title = text && siteTitle ? `${text} | ${siteTitle}` : text || siteTitle;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
