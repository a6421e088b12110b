import { useEffect } from 'react';

/** SRCH-065: what the not-found page tells search engines. */
export const NOT_FOUND_ROBOTS = 'noindex, follow';

/**
 * SRCH-065: noindex, follow while the page is shown, then the previous value back. The shell
 * writes its own value on every path change (SHELL-056), also when one unknown address follows
 * another on this same page, so the value is kept while the page is mounted.
 */
export function useRobotsNoindex(): void {
  useEffect(() => {
    let robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const created = robots === null;
    if (!robots) {
      robots = document.createElement('meta');
      robots.name = 'robots';
      document.head.append(robots);
    }
    const meta = robots;
    const previous = meta.getAttribute('content');
    const keep = () => {
      if (meta.getAttribute('content') !== NOT_FOUND_ROBOTS)
        meta.setAttribute('content', NOT_FOUND_ROBOTS);
    };
    keep();
    const observer = typeof MutationObserver === 'undefined' ? null : new MutationObserver(keep);
    observer?.observe(meta, { attributes: true, attributeFilter: ['content'] });
    return () => {
      observer?.disconnect();
      if (created) meta.remove();
      else if (previous !== null) meta.setAttribute('content', previous);
    };
  }, []);
}
