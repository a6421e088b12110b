import { useEffect } from 'react';

/**
 * Keeps `<meta name="…">` at `content` while the page is shown (the shell rewrites robots on every
 * path change, SHELL-056: the value is held), then restores what was there. No content: untouched.
 */
export function useMetaTag(name: 'robots' | 'description', content: string | undefined): void {
  useEffect(() => {
    if (content === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    const created = meta === null;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = name;
      document.head.append(meta);
    }
    const tag = meta;
    const previous = tag.getAttribute('content');
    const keep = () => {
      if (tag.getAttribute('content') !== content) tag.setAttribute('content', content);
    };
    keep();
    const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(keep);
    observer?.observe(tag, { attributes: true, attributeFilter: ['content'] });
    return () => {
      observer?.disconnect();
      if (created) tag.remove();
      else if (previous !== null) tag.setAttribute('content', previous);
    };
  }, [name, content]);
}
