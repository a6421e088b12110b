import {
  accountProfileSchema,
  type AccountWishlist,
  accountWishlistSchema,
  fetchApi,
  type ProfileUpdate,
  queryString,
  tripsResponseSchema,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import useSWR from 'swr';

const READ = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

/** GET /api/front/account/trips: the signed-in customer's orders (401 when signed out). */
export const tripsUrl = (locale: Locale) => `/api/front/account/trips${queryString({ locale })}`;
export const getTrips = (url: string) => fetchApi(url, tripsResponseSchema);
export const useTrips = (locale: Locale) => useSWR(tripsUrl(locale), getTrips, READ);

/** GET and PUT /api/front/account/profile */
export const PROFILE_URL = '/api/front/account/profile';
export const getProfile = (url: string) => fetchApi(url, accountProfileSchema);
export const useProfile = () => useSWR(PROFILE_URL, getProfile, READ);
export const putProfile = (update: ProfileUpdate) =>
  fetchApi(PROFILE_URL, accountProfileSchema, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(update),
  });

/** GET and PUT /api/front/account/wishlist: the wishlist kept on the account. */
export const WISHLIST_URL = '/api/front/account/wishlist';
export const getAccountWishlist = (url: string) => fetchApi(url, accountWishlistSchema);
export const useAccountWishlist = () => useSWR(WISHLIST_URL, getAccountWishlist, READ);
export const putAccountWishlist = (wishlist: AccountWishlist) =>
  fetchApi(WISHLIST_URL, accountWishlistSchema, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(wishlist),
  });
