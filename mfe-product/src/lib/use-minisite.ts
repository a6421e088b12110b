import { usePlatform } from '@shop/platform';

/**
 * PROD-017: the partner minisite the visit comes from (`?minisite=`), passed on to the calls
 * that take it (detail, checkout nights, offers, quote); undefined outside a minisite.
 */
export function useMinisite(): string | undefined {
  return usePlatform(
    (state) => new URLSearchParams(state.location.search).get('minisite') || undefined,
  );
}
