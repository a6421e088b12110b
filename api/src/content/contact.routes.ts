import {
  CONTACT_FIELD_PARAM,
  contactFormTokenSchema,
  type ContactFormToken,
  humanCheckChallengeSchema,
  newsletterResponseSchema,
  CONTACT_ERROR_REF,
  CONTACT_MESSAGES,
  CONTACT_THANK_YOU_REF,
  contactFormSchema,
  newsletterQuerySchema,
  newsletterRequestSchema,
  type HumanCheckChallenge,
  type NewsletterResponse,
} from '@shop/api-contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import type { Database } from '../db/client';
import { isShopHost, type Deployment } from '../http/deployment';
import { handleError, HttpError } from '../http/errors';
import { createFormToken } from '../http/form-token';
import { parseFormBodies, postedFromShop } from '../http/forms';
import { createHumanCheck, type HumanCheck } from '../http/human-check';
import { rateLimit } from '../http/rate-limit';
import { sharedState } from '../http/shared-state';
import type { ApiPlugin } from '../http/zod';
import type { CareAuth } from '../care';
import { createContactTicket, safeReturnUrl, subscribe, withRef } from './contact.service';

/** The fields a visitor fills in, which a refused form sent without JavaScript names back. */
const VISIBLE_FIELDS = new Set([
  'contact_reason',
  'Booking_ID__c',
  'name',
  'email',
  'phone',
  'description',
]);

/** A form the browser posted itself (no script reads the answer): it is sent back to a page. */
const isBrowserFormPost = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') &&
  (request.headers.accept ?? '').includes('text/html');

/** Requests per minute and client IP on the newsletter and contact endpoints. */
export const SIGNUP_RATE_LIMIT = 5;
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Newsletter (API-041) and contact form (API-042, LEFT-023), both behind a per-IP rate limit and
 * the proof-of-work human check, which a customer-care agent skips (SHELL-053).
 */
export const contactRoutes: ApiPlugin<{
  db: Database;
  tokenSecret: string;
  careAuth: CareAuth;
  deployment: Deployment;
  /** The app's human check, shared with the search's bot check (ADR 0105); default its own. */
  humanCheck?: HumanCheck;
}> = async (app, { db, tokenSecret, careAuth, deployment, humanCheck: given }) => {
  const shared = sharedState(db);
  const humanCheck = given ?? createHumanCheck(tokenSecret, undefined, shared.spentTokens());
  const formTokens = createFormToken(tokenSecret, shared.spentTokens());
  /** Only the configured shop hosts, never the request's own Host header (issue 15 §5). */
  const ownHost = (hostname: string) => isShopHost(deployment, hostname);

  /** The signed-in care agent's id (live care session), else null. */
  const careAgentOf = async (request: FastifyRequest): Promise<number | null> =>
    (await careAuth.agentOf(request))?.id ?? null;
  const isHuman = async (request: FastifyRequest, token: string | undefined) =>
    (await careAgentOf(request)) !== null || (await humanCheck.verify(token));
  const headerToken = (request: FastifyRequest) => {
    const header = request.headers['x-human-check'];
    return typeof header === 'string' ? header : undefined;
  };

  // A native form posts application/x-www-form-urlencoded (only within this plugin).
  parseFormBodies(app, FORM_BODY_LIMIT);

  app.get(
    '/front/human-check/challenge',
    { schema: { response: { 200: humanCheckChallengeSchema } } },
    async (_request, reply): Promise<HumanCheckChallenge> => {
      reply.header('cache-control', 'no-store');
      return humanCheck.issue();
    },
  );

  app.get(
    '/front/contact/form-token',
    { schema: { response: { 200: contactFormTokenSchema } } },
    async (_request, reply): Promise<ContactFormToken> => {
      reply.header('cache-control', 'no-store');
      return { token: formTokens.issue() };
    },
  );

  /**
   * ADR 0091: a form the browser posted with a field we refuse goes back to its page with
   * ref=contact_error and that field, as a person without JavaScript needs; a script's call, and
   * anything else refused (a cross-site post, a forged hidden field), gets the 400.
   */
  const sendBack = (request: FastifyRequest, reply: FastifyReply, field: string): FastifyReply => {
    const raw = (request.body as { retURL?: unknown } | undefined)?.retURL;
    const back = safeReturnUrl(typeof raw === 'string' ? raw : undefined, ownHost);
    return reply.redirect(withRef(back, CONTACT_ERROR_REF, { [CONTACT_FIELD_PARAM]: field }), 303);
  };
  const refusedField = (error: FastifyError): string | undefined => {
    if (error instanceof z.core.$ZodError) return error.issues[0]?.path[0]?.toString();
    if (error instanceof HttpError && error.statusCode === 400) return error.message.split(':')[0];
    return undefined;
  };

  const newsletterLimit = rateLimit(SIGNUP_RATE_LIMIT, 60_000, {
    store: shared.windows(),
    name: 'newsletter sign-ups',
  });
  const rejectBot = () =>
    new HttpError(400, 'BAD_REQUEST', 'humanCheck: missing or invalid proof of work');

  app.post(
    '/front/marketing/newsletter',
    {
      onRequest: newsletterLimit,
      schema: {
        body: newsletterRequestSchema,
        response: { 200: newsletterResponseSchema, 201: newsletterResponseSchema },
      },
    },
    async (request, reply): Promise<NewsletterResponse> => {
      if (!(await isHuman(request, request.body.humanCheck ?? headerToken(request)))) {
        throw rejectBot();
      }
      const created = await subscribe(db.orm, request.body);
      reply.code(created ? 201 : 200);
      return { subscribed: true, created };
    },
  );

  app.get(
    '/marketing/newsletter',
    {
      onRequest: newsletterLimit,
      schema: { querystring: newsletterQuerySchema, response: { 200: newsletterResponseSchema } },
    },
    async (request): Promise<NewsletterResponse> => {
      if (!(await isHuman(request, request.query.humanCheck ?? headerToken(request)))) {
        throw rejectBot();
      }
      return { subscribed: true, created: await subscribe(db.orm, request.query) };
    },
  );

  app.post(
    '/front/contact',
    {
      onRequest: rateLimit(SIGNUP_RATE_LIMIT, 60_000, {
        store: shared.windows(),
        name: 'contact messages',
      }),
      bodyLimit: FORM_BODY_LIMIT,
      schema: { body: contactFormSchema },
      errorHandler: (error, request, reply) => {
        const field = refusedField(error);
        return field && VISIBLE_FIELDS.has(field) && isBrowserFormPost(request)
          ? sendBack(request, reply, field)
          : handleError(error, request, reply);
      },
    },
    async (request, reply) => {
      // A cross-site page may not post in a visitor's name (CSRF, ADR 0042).
      if (!postedFromShop(request, ownHost)) {
        throw new HttpError(400, 'BAD_REQUEST', 'origin: the form was not sent from this shop');
      }
      const form = request.body;
      // CONT-035: the booking number is asked for every reason but "information about an offer".
      if (form.contact_reason !== 'avv_info' && form.Booking_ID__c === '') {
        throw new HttpError(400, 'BAD_REQUEST', `Booking_ID__c: ${CONTACT_MESSAGES.required}`);
      }
      const back = safeReturnUrl(form.retURL, ownHost);
      const agentId = await careAgentOf(request);
      // With JavaScript the proof of work; without, the served form's token and an empty honeypot.
      const human =
        agentId !== null ||
        (!form.website &&
          ((await humanCheck.verify(form.humanCheck ?? headerToken(request))) ||
            (await formTokens.verify(form.formToken))));
      if (!human) return reply.redirect(withRef(back, CONTACT_ERROR_REF), 303);
      await createContactTicket(
        db.orm,
        { ...form, Booking_ID__c: form.contact_reason === 'avv_info' ? '' : form.Booking_ID__c },
        back,
        agentId,
      );
      return reply.redirect(withRef(back, CONTACT_THANK_YOU_REF), 303);
    },
  );
};
