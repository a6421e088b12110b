/**
 * Customer accounts under /api/front/account (issue 12 §6, ADR 0046): a one-time sign-in link
 * sent by e-mail (no password), a session in an HttpOnly cookie, the customer's trips (their
 * orders), profile and wishlist.
 */
import { z } from 'zod/mini';
import { centsSchema, localeSchema } from './common';
import { bookingNumberSchema, orderStatusSchema } from './purchase';

/** The HttpOnly session cookie (its token is never readable by scripts). */
export const ACCOUNT_SESSION_COOKIE = 'account_session';

/** A site path to come back to after signing in: one leading `/`, no scheme or host. */
export const accountOriginSchema = z
  .string()
  .check(z.maxLength(300), z.regex(/^\/(?![/\\])[\w\-./?=&%#~]*$/, 'expected a site path'));

/** POST /api/front/account/sign-in-link: answers 202 whether or not the address has an account. */
export const signInLinkRequestSchema = z.object({
  email: z.email('Email seems incorrect').check(z.maxLength(254)),
  locale: localeSchema,
  lng: z.optional(z.literal('en')),
  origin: z._default(accountOriginSchema, '/account/trips'),
});
export type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;

export const signInLinkResponseSchema = z.object({ sent: z.literal(true) });

/** POST /api/front/account/sign-in: the link's token, once; sets the session cookies. */
export const signInRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const accountProfileSchema = z.object({
  accountId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const signInResponseSchema = z.object({
  profile: accountProfileSchema,
  /** Where to go now: the origin the link was asked from. */
  origin: z.string(),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

const profileText = (max: number) =>
  z
    .string()
    .check(z.trim(), z.maxLength(max), z.regex(/^[^\p{Cc}\p{Cs}<>]*$/u, 'expected plain text'));

/** PUT /api/front/account/profile */
export const profileUpdateSchema = z.object({
  firstName: profileText(80),
  lastName: profileText(80),
  phoneNumber: z
    .string()
    .check(
      z.trim(),
      z.regex(/^$|^(?=(?:\D*\d){6})[\d ()+-]{6,30}$/, 'Phone number seems incorrect'),
    ),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** GET /api/front/account/trips: the orders made with the account's e-mail, newest first. */
export const tripSchema = z.object({
  orderUUID: z.string(),
  bookingNumber: bookingNumberSchema,
  status: orderStatusSchema,
  createdAt: z.string(),
  amount: centsSchema,
  stay: z.nullable(
    z.object({
      offerId: z.int(),
      label: z.string(),
      checkinDate: z.string(),
      checkoutDate: z.string(),
    }),
  ),
  activityVoucher: z.nullable(z.object({ activityId: z.int(), label: z.string() })),
  giftCards: z.int(),
  /** Opens the order's page (ADR 0062's view token). */
  viewToken: z.string(),
});
export type Trip = z.infer<typeof tripSchema>;
export const tripsResponseSchema = z.object({ trips: z.array(tripSchema) });
export type TripsResponse = z.infer<typeof tripsResponseSchema>;

/** One wishlist entry, as the shell keeps it (SHELL-032). */
export const accountWishlistItemSchema = z.object({
  id: z.union([z.int(), z.string().check(z.maxLength(40))]),
  label: z.string().check(z.maxLength(300)),
  imageUrl: z.optional(z.string().check(z.maxLength(300))),
  hotel: z.optional(
    z.object({
      label: z.string().check(z.maxLength(300)),
      stars: z.optional(z.int().check(z.minimum(0), z.maximum(5))),
      location: z.optional(z.object({ label: z.string().check(z.maxLength(300)) })),
    }),
  ),
  uri: accountOriginSchema,
});
/** GET and PUT /api/front/account/wishlist: the two lists, at most 100 items each. */
export const accountWishlistSchema = z.object({
  STAY: z.array(accountWishlistItemSchema).check(z.maxLength(100)),
  ACTIVITY: z.array(accountWishlistItemSchema).check(z.maxLength(100)),
});
export type AccountWishlist = z.infer<typeof accountWishlistSchema>;
