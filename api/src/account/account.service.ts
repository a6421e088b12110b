/**
 * Customer accounts (issue 12 §6, ADR 0046): one-time sign-in links, sessions, profile, trips
 * and wishlist. Links and sessions carry a random id and an HMAC or secret; the database keeps
 * what makes them single-use (link usedAt) and revocable (session revokedAt), never a secret.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  AccountProfile,
  AccountWishlist,
  ProfileUpdate,
  SignInLinkRequest,
  Trip,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { and, count, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { MARKET_ORIGINS } from '../catalogue';
import type { Orm } from '../db/client';
import { localized } from '../db/localized-text';
import {
  accountSessions,
  accountSignInLinks,
  activityProducts,
  customerAccounts,
  emailOutbox,
  orderItems,
  orders,
  weekends,
} from '../db/schema';
import { HttpError } from '../http/errors';
import { mailCopy, mailLanguage, type MailLanguage } from '../mail/copy';
import type { OrderViewTokens } from '../purchase';

/** A sign-in link works for 20 minutes, once (ADR 0046). */
export const SIGN_IN_LINK_TTL_SECONDS = 20 * 60;
/** At most this many links per address in SIGN_IN_LINK_WINDOW_MINUTES. */
export const SIGN_IN_LINKS_PER_ADDRESS = 3;
export const SIGN_IN_LINK_WINDOW_MINUTES = 15;
/** A session lasts 30 days from sign-in; sign-out ends it at once (ADR 0046). */
export const ACCOUNT_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

const LINK_TOKEN = /^v1\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const SESSION_TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface AccountTokens {
  signLink(linkId: string, expiresAt: Date): string;
  /** The link id of a well-signed, unexpired token, else null. */
  verifyLink(token: string, now: Date): string | null;
}

export function createAccountTokens(secret: string): AccountTokens {
  const mac = (linkId: string, expiry: string) =>
    createHmac('sha256', secret).update(`account-sign-in\n${linkId}\n${expiry}`).digest();
  return {
    signLink(linkId, expiresAt) {
      const expiry = String(Math.floor(expiresAt.getTime() / 1000));
      return `v1.${linkId}.${expiry}.${mac(linkId, expiry).toString('base64url')}`;
    },
    verifyLink(token, now) {
      const match = LINK_TOKEN.exec(token);
      if (!match) return null;
      const [, linkId = '', expiry = '', signature = ''] = match;
      if (Number(expiry) * 1000 <= now.getTime()) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(linkId, expiry);
      return given.length === expected.length && timingSafeEqual(given, expected) ? linkId : null;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The sign-in e-mail

/** The sign-in e-mail, plain text: the link on a line of its own. */
export function renderSignInEmail(language: MailLanguage, link: string) {
  const t = mailCopy(language);
  return {
    subject: t('signIn.subject'),
    body: [t('signIn.greeting'), '', t('signIn.useLink'), link, '', t('signIn.notAsked')].join(
      '\n',
    ),
  };
}

/**
 * POST /front/account/sign-in-link: writes a link to the outbox for any well-formed address (the
 * answer is the same whether an account exists: the account is made on first sign-in); more than
 * SIGN_IN_LINKS_PER_ADDRESS links in the window is a 429 for that address.
 */
export async function sendSignInLink(
  orm: Orm,
  tokens: AccountTokens,
  request: Required<Pick<SignInLinkRequest, 'email' | 'locale' | 'origin'>> & {
    lng?: 'en' | undefined;
  },
  now: Date,
): Promise<void> {
  const email = request.email.toLowerCase();
  const since = new Date(now.getTime() - SIGN_IN_LINK_WINDOW_MINUTES * 60_000);
  const [recent] = await orm
    .select({ links: count() })
    .from(accountSignInLinks)
    .where(and(eq(accountSignInLinks.email, email), gt(accountSignInLinks.createdAt, since)));
  if ((recent?.links ?? 0) >= SIGN_IN_LINKS_PER_ADDRESS) {
    throw new HttpError(
      429,
      'TOO_MANY_REQUESTS',
      `Too many sign-in links for this address: try again in ${SIGN_IN_LINK_WINDOW_MINUTES} minutes`,
    );
  }
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_TTL_SECONDS * 1000);
  await orm.transaction(async (tx) => {
    const [link] = await tx
      .insert(accountSignInLinks)
      .values({ email, origin: request.origin, expiresAt, createdAt: now })
      .returning();
    const query = new URLSearchParams({ token: tokens.signLink(link!.id, expiresAt) });
    if (request.origin !== '/account/trips') query.set('origin', request.origin);
    if (request.lng === 'en') query.set('lng', 'en');
    const url = `${MARKET_ORIGINS[request.locale]}/account/signin?${query.toString()}`;
    await tx.insert(emailOutbox).values({
      orderId: null,
      kind: 'account_sign_in',
      recipient: email,
      ...renderSignInEmail(mailLanguage(request.locale, request.lng), url),
      createdAt: now,
      nextAttemptAt: now,
    });
  });
}

type AccountRow = typeof customerAccounts.$inferSelect;

export const profileOf = (account: AccountRow): AccountProfile => ({
  accountId: account.id,
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  phoneNumber: account.phoneNumber,
});

/**
 * POST /front/account/sign-in: spends the link (once, before it expires), makes the account on
 * first use, opens a session. Answers the session token (for the HttpOnly cookie) or 401.
 */
export async function signIn(
  orm: Orm,
  tokens: AccountTokens,
  token: string,
  now: Date,
): Promise<{ account: AccountRow; origin: string; sessionToken: string }> {
  const refused = new HttpError(
    401,
    'UNAUTHORIZED',
    'This sign-in link has expired or was already used: ask for a new one',
  );
  const linkId = tokens.verifyLink(token, now);
  if (!linkId) throw refused;
  return orm.transaction(async (tx) => {
    const [link] = await tx
      .update(accountSignInLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountSignInLinks.id, linkId),
          isNull(accountSignInLinks.usedAt),
          gt(accountSignInLinks.expiresAt, now),
        ),
      )
      .returning();
    if (!link) throw refused;
    await tx.insert(customerAccounts).values({ email: link.email }).onConflictDoNothing();
    const [account] = await tx
      .select()
      .from(customerAccounts)
      .where(eq(customerAccounts.email, link.email));
    const secret = randomBytes(32).toString('base64url');
    const [session] = await tx
      .insert(accountSessions)
      .values({
        accountId: account!.id,
        secretHash: sha256(secret),
        expiresAt: new Date(now.getTime() + ACCOUNT_SESSION_TTL_SECONDS * 1000),
        createdAt: now,
      })
      .returning();
    return { account: account!, origin: link.origin, sessionToken: `${session!.id}.${secret}` };
  });
}

/** The account of a live session token, else null (unknown, expired, revoked, forged). */
export async function accountOfSession(
  orm: Orm,
  sessionToken: string | undefined,
  now: Date,
): Promise<AccountRow | null> {
  const match = sessionToken ? SESSION_TOKEN.exec(sessionToken) : null;
  if (!match) return null;
  const [, sessionId = '', secret = ''] = match;
  const [row] = await orm
    .select({ account: customerAccounts, secretHash: accountSessions.secretHash })
    .from(accountSessions)
    .innerJoin(customerAccounts, eq(customerAccounts.id, accountSessions.accountId))
    .where(
      and(
        eq(accountSessions.id, sessionId),
        isNull(accountSessions.revokedAt),
        gt(accountSessions.expiresAt, now),
      ),
    );
  if (!row) return null;
  const given = Buffer.from(sha256(secret), 'hex');
  const stored = Buffer.from(row.secretHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored) ? row.account : null;
}

/** Sign-out: the session ends for good. */
export async function revokeSession(orm: Orm, sessionToken: string | undefined, now: Date) {
  const match = sessionToken ? SESSION_TOKEN.exec(sessionToken) : null;
  if (!match) return;
  await orm
    .update(accountSessions)
    .set({ revokedAt: now })
    .where(and(eq(accountSessions.id, match[1]!), isNull(accountSessions.revokedAt)));
}

export async function updateProfile(
  orm: Orm,
  account: AccountRow,
  update: ProfileUpdate,
  now: Date,
): Promise<AccountProfile> {
  const [updated] = await orm
    .update(customerAccounts)
    .set({ ...update, updatedAt: now })
    .where(eq(customerAccounts.id, account.id))
    .returning();
  return profileOf(updated ?? account);
}

/** The account's trips: every order made with its e-mail, newest first, each with a view token. */
export async function tripsOf(
  orm: Orm,
  account: AccountRow,
  viewTokens: OrderViewTokens,
  locale: Locale,
  now: Date,
): Promise<Trip[]> {
  const rows = await orm
    .select()
    .from(orders)
    .where(eq(orders.email, account.email))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  if (rows.length === 0) return [];
  const items = await orm
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    );
  const offerIds = items.flatMap((item) =>
    item.kind === 'shortStay' && item.offerId !== null ? [item.offerId] : [],
  );
  const activityIds = items.flatMap((item) =>
    item.kind === 'activityVoucher' && item.activityId !== null ? [item.activityId] : [],
  );
  const offerLabels = new Map(
    offerIds.length === 0
      ? []
      : (
          await orm
            .select({ id: weekends.id, label: localized(weekends.label, locale) })
            .from(weekends)
            .where(inArray(weekends.id, offerIds))
        ).map((row) => [row.id, row.label] as const),
  );
  const activityLabels = new Map(
    activityIds.length === 0
      ? []
      : (
          await orm
            .select({ id: activityProducts.id, label: localized(activityProducts.label, locale) })
            .from(activityProducts)
            .where(inArray(activityProducts.id, activityIds))
        ).map((row) => [row.id, row.label] as const),
  );
  return rows.map((order) => {
    const own = items.filter((item) => item.orderId === order.id);
    const stay = own.find((item) => item.kind === 'shortStay');
    const voucher = own.find((item) => item.kind === 'activityVoucher');
    return {
      orderUUID: order.id,
      bookingNumber: order.bookingNumber,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      amount: order.totalCents,
      stay: stay
        ? {
            offerId: stay.offerId ?? 0,
            label: offerLabels.get(stay.offerId ?? 0) ?? '',
            checkinDate: stay.checkinDate ?? '',
            checkoutDate: stay.checkoutDate ?? '',
          }
        : null,
      activityVoucher: voucher
        ? {
            activityId: voucher.activityId ?? 0,
            label: activityLabels.get(voucher.activityId ?? 0) ?? '',
          }
        : null,
      giftCards: own.filter((item) => item.kind === 'giftCard').length,
      viewToken: viewTokens.sign(order.id, now),
    };
  });
}

const EMPTY_WISHLIST: AccountWishlist = { STAY: [], ACTIVITY: [] };

export const wishlistOf = (account: AccountRow): AccountWishlist =>
  (account.wishlist as AccountWishlist | null) ?? EMPTY_WISHLIST;

export async function saveWishlist(
  orm: Orm,
  account: AccountRow,
  wishlist: AccountWishlist,
  now: Date,
): Promise<AccountWishlist> {
  await orm
    .update(customerAccounts)
    .set({ wishlist, updatedAt: now })
    .where(eq(customerAccounts.id, account.id));
  return wishlist;
}
