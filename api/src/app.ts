import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import { parseTrustProxy, type TrustProxy } from './http/client-address';
import { botCheck, searchBotCheckPerMinute } from './http/bot-check';
import { handleError, handleFrameworkError, handleNotFound } from './http/errors';
import { createHumanCheck } from './http/human-check';
import { registerOpenApi } from './http/openapi';
import { sharedState } from './http/shared-state';
import { zodValidatorCompiler, type ApiPlugin } from './http/zod';
import { createCareAuth, resolveTokenSecret } from './care';
import { HSTS, readDeployment, type Deployment } from './http/deployment';
import { accountRoutes } from './account/account.routes';
import { careRoutes } from './care/care.routes';
import { contactRoutes } from './content/contact.routes';
import { contentRoutes } from './content/content.routes';
import { giftCardRoutes } from './gifting/gift-cards.routes';
import { giftCodeRoutes } from './gifting/gift-codes.routes';
import { giftingRoutes } from './gifting/gifting.routes';
import { giftVoucherRoutes } from './gifting/gift-vouchers.routes';
import { healthRoutes } from './http/health.routes';
import { imageRoutes } from './images/images.routes';
import { hotelRoutes } from './product/hotels.routes';
import { productRoutes } from './product/product.routes';
import { reviewRoutes } from './product/reviews.routes';
import { weekendRoutes } from './product/weekend.routes';
import { purchaseRoutes, type PurchaseLimits } from './purchase/purchase.routes';
import { activityRoutes } from './search/activities.routes';
import { availabilityRoutes } from './search/availability.routes';
import { offerRoutes } from './search/offers.routes';
import { searchRoutes } from './search/search.routes';
import { analyticsRoutes } from './tracking/analytics.routes';
import { consentRoutes } from './tracking/consent.routes';
import { logRoutes } from './tracking/logs.routes';

export interface AppOptions {
  db: Database;
  /** Signs care-mode tokens; default env CARE_TOKEN_SECRET, else a random secret kept in db.dataDir. */
  tokenSecret?: string;
  /** Fastify's pino logger: JSON lines with request ids (default level env LOG_LEVEL or info); false in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Proxies trusted for X-Forwarded-For (ADR 0011); default env TRUST_PROXY, i.e. none. */
  trustProxy?: TrustProxy;
  /** Production, TLS and shop hosts (ADR 0060); default read from the environment. */
  deployment?: Deployment;
  /** Per-client limits of the checkout (tests placing many orders from one address). */
  purchaseLimits?: Partial<PurchaseLimits>;
  /** The search's bot check (SHELL-053, ADR 0105); default env SEARCH_BOT_CHECK_PER_MINUTE or 120. */
  searchBotCheck?: SearchBotCheckSettings;
}

/** Searches per minute and client before a human check (0: off); its pass; the clock (tests). */
export interface SearchBotCheckSettings {
  perMinute?: number;
  passMs?: number;
  now?: () => number;
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Every API route, under the prefix it is registered with: the composition root, the one module
 * that imports the domains' *.routes.ts files (ADR 0025). The order is the OpenAPI document's.
 */
const api: ApiPlugin<{
  db: Database;
  tokenSecret?: string;
  deployment: Deployment;
  purchaseLimits?: Partial<PurchaseLimits>;
  searchBotCheck?: SearchBotCheckSettings;
}> = async (app, { db, tokenSecret, deployment, purchaseLimits, searchBotCheck = {} }) => {
  app.setValidatorCompiler(zodValidatorCompiler);
  // Answers are built by typed services; response schemas document them (OpenAPI), not re-check.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerOpenApi(app);
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    // A configured setting, not a guess per request (ADR 0060): pages send the same.
    hsts: deployment.secureTransport ? HSTS : false,
    frameguard: { action: 'deny' },
  });
  await app.register(healthRoutes, { db });
  await app.register(logRoutes, { db });
  if (!tokenSecret && !process.env.CARE_TOKEN_SECRET && !db.dataDir && db.driver === 'postgres') {
    app.log.warn(
      'CARE_TOKEN_SECRET is not set: care sessions end with this process and are not shared',
    );
  }
  const careSecret = tokenSecret ?? (await resolveTokenSecret(db.dataDir));
  const careAuth = createCareAuth({ db, tokenSecret: careSecret, deployment });
  await app.register(careRoutes, { db, careAuth });
  // One human check for the forms and the search: a solution is spent once, wherever it is sent.
  const humanCheck = createHumanCheck(careSecret, undefined, sharedState(db).spentTokens());
  // SHELL-053, ADR 0105: the search calls' budget per client, counted in this node's memory; a
  // signed-in care agent is never counted nor asked.
  const searchCheck = botCheck({
    perMinute: searchBotCheck.perMinute ?? searchBotCheckPerMinute(),
    humanCheck,
    isExempt: async (request) => (await careAuth.agentOf(request)) !== null,
    ...(searchBotCheck.passMs === undefined ? {} : { passMs: searchBotCheck.passMs }),
    ...(searchBotCheck.now ? { now: searchBotCheck.now } : {}),
  });
  await app.register(contentRoutes, { db });
  await app.register(reviewRoutes, { db });
  await app.register(contactRoutes, {
    db,
    tokenSecret: careSecret,
    careAuth,
    deployment,
    humanCheck,
  });
  await app.register(analyticsRoutes, { db });
  await app.register(consentRoutes, { deployment });
  await app.register(weekendRoutes, { db });
  await app.register(productRoutes, { db });
  await app.register(hotelRoutes, { db });
  await app.register(imageRoutes, { db });
  await app.register(offerRoutes, { db, botCheck: searchCheck });
  await app.register(searchRoutes, { db, botCheck: searchCheck });
  await app.register(purchaseRoutes, {
    db,
    tokenSecret: careSecret,
    careAuth,
    limits: purchaseLimits,
  });
  await app.register(accountRoutes, {
    db,
    tokenSecret: careSecret,
    deployment,
    ...(purchaseLimits?.checkoutWrites
      ? { linkRequestsPerMinute: purchaseLimits.checkoutWrites }
      : {}),
  });
  await app.register(activityRoutes, { db, botCheck: searchCheck });
  await app.register(giftingRoutes, { db });
  await app.register(giftCardRoutes, { db });
  await app.register(giftCodeRoutes, { db });
  await app.register(giftVoucherRoutes, { db });
  await app.register(availabilityRoutes, { db });
};

/**
 * The Fastify instance with every route under /api. Add more (static files…) before `listen`
 * or `ready`; the caller closes the database after `app.close()`.
 */
export function buildApp({
  db,
  tokenSecret,
  logger,
  trustProxy,
  deployment = readDeployment(),
  purchaseLimits,
  searchBotCheck,
}: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: logger ?? { level: process.env.LOG_LEVEL ?? 'info' },
    // request.ip is the socket's peer unless the deployment names its proxies (ADR 0011).
    trustProxy: trustProxy ?? parseTrustProxy(process.env.TRUST_PROXY),
    // Keeps a caller's X-Request-Id (load balancer, other service) when it looks like one.
    genReqId: (request) => {
      const header = request.headers['x-request-id'];
      return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
    },
    frameworkErrors: handleFrameworkError,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Outside /api too (static files, pages): every error answers {error, message} (issue 15 §6).
  app.setErrorHandler(handleError);
  app.register(api, {
    prefix: '/api',
    db,
    tokenSecret,
    deployment,
    purchaseLimits,
    ...(searchBotCheck ? { searchBotCheck } : {}),
  });
  return app;
}
