import { usePageTitle } from '@shop/platform/page-title';
import { useEffect } from 'react';

/** What search engines are told about a product page whose id is unknown (as SRCH-065). */
export const NOT_FOUND_ROBOTS = 'noindex, follow';

/** An unknown product: the not-found title and noindex while shown (the gateway answers 404). */
export function useNotFoundMeta(title: string): void {
  usePageTitle(title);
  useEffect(() => {
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (!meta) return;
    const previous = meta.getAttribute('content');
    meta.setAttribute('content', NOT_FOUND_ROBOTS);
    return () => {
      if (previous !== null) meta.setAttribute('content', previous);
    };
  }, []);
}
