import { usePlatform } from './store';

/**
 * The width the page's server render assumed (`servedWidthOf`, `@shop/platform/server-render`),
 * while the browser hydrates it: the server snapshot of a media query,
 * `useMediaQuery(query, useServedWidth())`. Null on pages rendered in the browser.
 */
export function useServedWidth(): number | null {
  return usePlatform((state) => (state.served ? state.servedWidth : null));
}
