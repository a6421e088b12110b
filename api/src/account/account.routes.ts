/**
 * Customer accounts under /api/front/account (issue 12 §6, ADR 0046). The session travels only in
 * the HttpOnly `account_session` cookie; `access_token` and `account_id`, which the shell reads
 * for its account menu and tracking (SHELL-034..036), are non-secret companions set and cleared
 * with it.
 */
import {
  ACCOUNT_SESSION_COOKIE,
  type AccountProfile,
  accountProfileSchema,
  type AccountWishlist,
  accountWishlistSchema,
  localeSchema,
  profileUpdateSchema,
  type SignInResponse,
  signInLinkRequestSchema,
  signInLinkResponseSchema,
  signInRequestSchema,
  signInResponseSchema,
  type TripsResponse,
  tripsResponseSchema,
} from '@shop/api-contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { Database } from '../db/client';
import { readCookie, serializeCookie } from '../http/cookies';
import { careCookieName, type Deployment } from '../http/deployment';
import { HttpError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import type { ApiPlugin } from '../http/zod';
import { createOrderViewTokens } from '../purchase';
import {
  ACCOUNT_SESSION_TTL_SECONDS,
  accountOfSession,
  createAccountTokens,
  profileOf,
  revokeSession,
  saveWishlist,
  sendSignInLink,
  signIn,
  tripsOf,
  updateProfile,
  wishlistOf,
} from './account.service';

/** The shell's readable account cookies (shared/platform/src/account.ts). */
const ACCESS_TOKEN_COOKIE = 'access_token';
const ACCOUNT_ID_COOKIE = 'account_id';

export const accountRoutes: ApiPlugin<{
  db: Database;
  tokenSecret: string;
  deployment: Deployment;
  now?: () => Date;
  /** Sign-in link requests per client and minute (tests raise it). */
  linkRequestsPerMinute?: number;
}> = async (
  app,
  { db, tokenSecret, deployment, now = () => new Date(), linkRequestsPerMinute },
) => {
  const tokens = createAccountTokens(tokenSecret);
  const viewTokens = createOrderViewTokens(tokenSecret);
  const sessionCookie = careCookieName(deployment, ACCOUNT_SESSION_COOKIE);
  const secure = deployment.secureTransport;
  const cookies = (sessionToken: string, accountId: string, maxAgeSeconds: number) => [
    serializeCookie(sessionCookie, sessionToken, { maxAgeSeconds, secure }),
    serializeCookie(ACCESS_TOKEN_COOKIE, sessionToken ? '1' : '', {
      maxAgeSeconds,
      secure,
      httpOnly: false,
    }),
    serializeCookie(ACCOUNT_ID_COOKIE, accountId, { maxAgeSeconds, secure, httpOnly: false }),
  ];
  const sessionOf = (request: FastifyRequest) => readCookie(request.headers.cookie, sessionCookie);
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    const account = await accountOfSession(db.orm, sessionOf(request), now());
    if (!account) {
      // A dead session's readable cookies would tell the shell it is signed in: clear them.
      reply.header('set-cookie', cookies('', '', 0));
      throw new HttpError(401, 'UNAUTHORIZED', 'Sign in to see your account');
    }
    return account;
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/front/account/sign-in-link',
    {
      onRequest: rateLimit(linkRequestsPerMinute ?? 5, 60_000, { what: 'sign-in link requests' }),
      schema: { body: signInLinkRequestSchema, response: { 202: signInLinkResponseSchema } },
    },
    async (request, reply) => {
      await sendSignInLink(db.orm, tokens, request.body, now());
      reply.code(202);
      return { sent: true as const };
    },
  );

  app.post(
    '/front/account/sign-in',
    {
      onRequest: rateLimit(20, 60_000, { what: 'sign-in attempts' }),
      schema: { body: signInRequestSchema, response: { 200: signInResponseSchema } },
    },
    async (request, reply): Promise<SignInResponse> => {
      const { account, origin, sessionToken } = await signIn(
        db.orm,
        tokens,
        request.body.token,
        now(),
      );
      reply.header('set-cookie', cookies(sessionToken, account.id, ACCOUNT_SESSION_TTL_SECONDS));
      return { profile: profileOf(account), origin };
    },
  );

  app.post('/front/account/sign-out', {}, async (request, reply) => {
    await revokeSession(db.orm, sessionOf(request), now());
    reply.header('set-cookie', cookies('', '', 0));
    reply.code(204);
    return null;
  });

  app.get(
    '/front/account/profile',
    { schema: { response: { 200: accountProfileSchema } } },
    async (request, reply): Promise<AccountProfile> => profileOf(await signedIn(request, reply)),
  );

  app.put(
    '/front/account/profile',
    { schema: { body: profileUpdateSchema, response: { 200: accountProfileSchema } } },
    async (request, reply): Promise<AccountProfile> =>
      updateProfile(db.orm, await signedIn(request, reply), request.body, now()),
  );

  app.get(
    '/front/account/trips',
    {
      schema: {
        querystring: z.object({ locale: localeSchema }),
        response: { 200: tripsResponseSchema },
      },
    },
    async (request, reply): Promise<TripsResponse> => ({
      trips: await tripsOf(
        db.orm,
        await signedIn(request, reply),
        viewTokens,
        request.query.locale,
        now(),
      ),
    }),
  );

  app.get(
    '/front/account/wishlist',
    { schema: { response: { 200: accountWishlistSchema } } },
    async (request, reply): Promise<AccountWishlist> => wishlistOf(await signedIn(request, reply)),
  );

  app.put(
    '/front/account/wishlist',
    { schema: { body: accountWishlistSchema, response: { 200: accountWishlistSchema } } },
    async (request, reply): Promise<AccountWishlist> =>
      saveWishlist(db.orm, await signedIn(request, reply), request.body, now()),
  );
};
