import type { SWRConfiguration } from 'swr';

/**
 * The shell's reads (navigation, gift block, announcement) are content for the page's life: one
 * call per key, shared by every component asking for it, not revalidated on focus or reconnect.
 * A failed call is tried again by the next component that mounts.
 */
export const ONCE_PER_PAGE: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
};
