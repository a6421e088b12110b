import { useEffect } from 'react';

/** CRIT-094: previous/next `<link rel>` hints for search engines in the document head. */
export function useLinkHints(hints: {
  prev?: string | undefined;
  next?: string | undefined;
}): void {
  const { prev, next } = hints;
  useEffect(() => {
    const added: HTMLLinkElement[] = [];
    for (const [rel, href] of [
      ['prev', prev],
      ['next', next],
    ] as const) {
      if (href === undefined) continue;
      const link = document.createElement('link');
      link.rel = rel;
      link.href = href;
      link.dataset.owner = 'mfe_search';
      document.head.append(link);
      added.push(link);
    }
    return () => added.forEach((link) => link.remove());
  }, [prev, next]);
}
