import { humanCheckChallengeSchema, newsletterResponseSchema } from '@shop/api-contract';
import type { InjectOptions } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { contactTickets, newsletterSubscriptions } from '../db/schema';
import { solveHumanCheck } from '../http/human-check';
import { createTestApp, TEST_SEED, type TestApp } from '../testing/test-app';
import { SEED_AGENT_EMAIL } from '../seed/index';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stubEnv, unstubAllEnvs } from '@shop/test-support';

describe('newsletter and contact', () => {
  let ctx: TestApp;
  let nextIp = 1;
  /** Each test speaks from its own address, so that the rate limit stays out of the way. */
  const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
  beforeAll(async () => {
    stubEnv('HUMAN_CHECK_DIFFICULTY', '8');
    ctx = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    unstubAllEnvs();
    await ctx.close();
  }, 60_000);

  const inject = (options: InjectOptions) =>
    ctx.app.inject({ remoteAddress: freshIp(), ...options });
  const solved = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/front/human-check/challenge',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return solveHumanCheck(humanCheckChallengeSchema.parse(response.json()));
  };
  const freshFormToken = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/front/contact/form-token' })).json<{
      token: string;
    }>().token;
  const careCookie = async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/care/login',
      payload: { email: SEED_AGENT_EMAIL, password: TEST_SEED.agentPassword },
    });
    // The token is only in the HttpOnly cookie (issue 15 §2).
    return String(login.headers['set-cookie']).split(';')[0]!;
  };

  describe('newsletter (API-041)', () => {
    const subscriptionsOf = (email: string) =>
      ctx.database.orm
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, email));

    it('API-041 / CONT-055: POST subscribes with 201, again with 200, once per e-mail and country', async () => {
      const body = { email: 'Anna@Example.com', country: 'FR', language: 'fr' };
      const first = await inject({
        method: 'POST',
        url: '/api/front/marketing/newsletter',
        payload: { ...body, humanCheck: await solved() },
      });
      expect(first.statusCode).toBe(201);
      expect(newsletterResponseSchema.parse(first.json())).toEqual({
        subscribed: true,
        created: true,
      });
      const again = await inject({
        method: 'POST',
        url: '/api/front/marketing/newsletter',
        headers: { 'x-human-check': await solved() },
        payload: body,
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ subscribed: true, created: false });
      expect(await subscriptionsOf('anna@example.com')).toMatchObject([
        { country: 'fr', language: 'fr', source: null },
      ]);
    });

    it('API-041 / CONT-055: the modal GET with lower-case country and language and a source', async () => {
      const query = new URLSearchParams({
        email: 'bram@example.nl',
        country: 'nl',
        language: 'nl',
        source: 'modal',
        humanCheck: await solved(),
      });
      const response = await inject({ method: 'GET', url: `/api/marketing/newsletter?${query}` });
      expect(response.statusCode).toBe(200);
      expect(await subscriptionsOf('bram@example.nl')).toMatchObject([
        { country: 'nl', language: 'nl', source: 'modal' },
      ]);
    });

    it('API-041: answers 400 without a valid human check, unless a care agent asks (SHELL-053)', async () => {
      const body = { email: 'lea@example.fr', country: 'be', language: 'fr' };
      for (const humanCheck of [undefined, 'forged:1']) {
        const response = await inject({
          method: 'POST',
          url: '/api/front/marketing/newsletter',
          payload: { ...body, humanCheck },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'BAD_REQUEST',
          message: 'humanCheck: missing or invalid proof of work',
        });
      }
      const token = await solved();
      const used = { ...body, humanCheck: token };
      const url = '/api/front/marketing/newsletter';
      expect((await inject({ method: 'POST', url, payload: used })).statusCode).toBe(201);
      expect((await inject({ method: 'POST', url, payload: used })).statusCode).toBe(400);
      const agent = await inject({
        method: 'POST',
        url,
        headers: { cookie: await careCookie() },
        payload: { ...body, email: 'agent-made@example.fr' },
      });
      expect(agent.statusCode).toBe(201);
    });

    it.each([
      [{ email: 'nope', country: 'fr', language: 'fr' }, /^email: /],
      [{ email: 'a@b.fr', country: 'de', language: 'fr' }, /^country: /],
      [{ email: 'a@b.fr', country: 'fr', language: 'de' }, /^language: /],
      [{ country: 'fr', language: 'fr' }, /^email: required$/],
    ])('API-041 / CONT-050: answers 400 for %o', async (payload, message) => {
      const response = await inject({
        method: 'POST',
        url: '/api/front/marketing/newsletter',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(message),
      });
    });

    it('API-041: more than 5 sign-ups a minute from one address answer 429', async () => {
      const remoteAddress = '192.0.2.77';
      const statuses = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await ctx.app.inject({
          method: 'GET',
          url: `/api/marketing/newsletter?email=x${i}@example.it&country=it&language=it`,
          remoteAddress,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toEqual({
            error: 'TOO_MANY_REQUESTS',
            message: expect.stringMatching(/^Too many requests/),
          });
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    });
  });

  describe('contact form (API-042, LEFT-023)', () => {
    const form = {
      Booking_ID__c: '12345678',
      contact_reason: 'emailconf',
      description: 'I did not receive my confirmation e-mail.',
      email: 'marta@example.es',
      name: "Marta O'Neil-García",
      phone: '+34 (91) 123-45-67',
      orgid: '00D000000000001',
      status: 'New',
      type: 'Customer',
      subtype: 'Web',
      language: 'es',
      pos: 'ES',
      retURL: '/contact?from=footer',
    };
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      inject({
        method: 'POST',
        url: '/api/front/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: new URLSearchParams(fields).toString(),
      });
    const lastTicket = async () =>
      (
        await ctx.database.orm
          .select()
          .from(contactTickets)
          .orderBy(desc(contactTickets.id))
          .limit(1)
      )[0];

    it('API-042 / CONT-036 / CONT-034: stores a New ticket and redirects to retURL with ref=contact_thank_you', async () => {
      const response = await post({ ...form, humanCheck: await solved() });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/contact?from=footer&ref=contact_thank_you');
      expect(await lastTicket()).toMatchObject({
        bookingId: '12345678',
        contactReason: 'emailconf',
        requestType: 'Information/request',
        requestSubtype: 'Confirmation email',
        status: 'New',
        email: 'marta@example.es',
        pointOfSale: 'ES',
        language: 'es',
        agentId: null,
      });
    });

    it('CONT-035: information about an offer needs no booking number', async () => {
      const response = await post({
        ...form,
        contact_reason: 'avv_info',
        Booking_ID__c: '',
        humanCheck: await solved(),
      });
      expect(response.statusCode).toBe(303);
      expect(await lastTicket()).toMatchObject({
        bookingId: '',
        requestType: 'Hotel Activity information request',
      });
    });

    it('API-042: redirects only to the shop itself; any other retURL gives /contact', async () => {
      const cases: [string, string][] = [
        ['https://evil.example/phish', '/contact?ref=contact_thank_you'],
        ['//evil.example/x', '/contact?ref=contact_thank_you'],
        ['/\\evil.example', '/contact?ref=contact_thank_you'],
        ['javascript:alert(1)', '/contact?ref=contact_thank_you'],
        ['http://localhost:80/page/faq#top', 'http://localhost/page/faq?ref=contact_thank_you#top'],
        ['/page/faq?ref=old', '/page/faq?ref=contact_thank_you'],
      ];
      for (const [retURL, location] of cases) {
        const response = await post({ ...form, retURL, humanCheck: await solved() });
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(location);
      }
    });

    it('issue 15 §5: a forged Host header does not make its host a return address', async () => {
      for (const host of ['evil.example', 'evil.example:4200']) {
        const response = await post(
          { ...form, retURL: 'https://evil.example/phish', humanCheck: await solved() },
          { host },
        );
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/contact?ref=contact_thank_you');
      }
      // The configured shop hosts (development: localhost and its market sub-domains) still pass.
      const market = await post({
        ...form,
        retURL: 'http://be.localhost:4200/contact',
        humanCheck: await solved(),
      });
      expect(market.headers.location).toBe(
        'http://be.localhost:4200/contact?ref=contact_thank_you',
      );
    });

    it('CONT-037 / CONT-038: without a valid human check, back with ref=contact_error and nothing stored', async () => {
      const before = (await lastTicket())?.id;
      const response = await post({ ...form, humanCheck: 'h1.0.8.x.y:1' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/contact?from=footer&ref=contact_error');
      expect((await lastTicket())?.id).toBe(before);
    });

    it('CONT-037 (ADR 0091): without JavaScript, the served form’s token and an empty honeypot stand for the proof of work, once', async () => {
      const issued = await ctx.app.inject({ method: 'GET', url: '/api/front/contact/form-token' });
      expect(issued.statusCode).toBe(200);
      expect(issued.headers['cache-control']).toBe('no-store');
      const { token } = issued.json<{ token: string }>();
      const browser = { accept: 'text/html' };
      const sent = await post({ ...form, formToken: token, website: '' }, browser);
      expect(sent.headers.location).toBe('/contact?from=footer&ref=contact_thank_you');
      const stored = (await lastTicket())?.id;
      // The same token again, a forged one, or a filled honeypot: back with the error, nothing stored.
      const refusals: Record<string, string>[] = [
        { formToken: token },
        { formToken: `${token}x` },
        { formToken: 'f1.0.x.y' },
        { formToken: await freshFormToken(), website: 'https://spam.example' },
        { humanCheck: await solved(), website: 'https://spam.example' },
      ];
      for (const fields of refusals) {
        const refused = await post({ ...form, ...fields }, browser);
        expect(refused.headers.location).toBe('/contact?from=footer&ref=contact_error');
      }
      expect((await lastTicket())?.id).toBe(stored);
    });

    it('CONT-041..046 (ADR 0091): a browser’s own post with a refused field goes back to the page naming it; nothing is stored', async () => {
      const before = (await lastTicket())?.id;
      const cases: [Record<string, string>, string][] = [
        [{ email: 'marta@' }, 'email'],
        [{ Booking_ID__c: '' }, 'Booking_ID__c'],
        [{ contact_reason: 'spam' }, 'contact_reason'],
      ];
      for (const [fields, field] of cases) {
        const response = await post(
          { ...form, ...fields, formToken: await freshFormToken() },
          { accept: 'text/html,application/xhtml+xml' },
        );
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(
          `/contact?from=footer&ref=contact_error&field=${field}`,
        );
      }
      // A forged hidden field is no visitor's mistake: 400, also for a browser.
      const forged = await post(
        { ...form, status: 'Closed', formToken: await freshFormToken() },
        { accept: 'text/html' },
      );
      expect(forged.statusCode).toBe(400);
      expect((await lastTicket())?.id).toBe(before);
    });

    it('SHELL-053: a care agent skips the human check', async () => {
      const response = await post(form, { cookie: await careCookie() });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/contact?from=footer&ref=contact_thank_you');
      expect((await lastTicket())?.agentId).toEqual(expect.any(Number));
    });

    it.each([
      ['Booking_ID__c', '1234', /^Booking_ID__c: Booking number is composed of 8 digits$/],
      ['Booking_ID__c', '', /^Booking_ID__c: Mandatory field$/],
      ['email', 'marta@', /^email: Email seems incorrect$/],
      ['name', 'R2-D2', /^name: Only text is expected$/],
      ['phone', '06 12 ab', /^phone: Phone number seems incorrect$/],
      ['phone', '', /^phone: Mandatory field$/],
      ['contact_reason', 'spam', /^contact_reason: /],
      ['status', 'Closed', /^status: /],
    ])('CONT-041..046: %s=%j answers 400', async (field, value, message) => {
      const response = await post({ ...form, [field]: value, humanCheck: await solved() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(message),
      });
    });

    it('API-042 (ADR 0042): a post from another site is refused; the shop itself, Origin null and no header pass', async () => {
      const refused: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'http://localhost.evil.example' },
        { origin: 'not a url' },
        { 'sec-fetch-site': 'cross-site' },
        { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of refused) {
        const before = (await lastTicket())?.id;
        // A browser's own post too (ADR 0091: only a visitor's mistake is sent back to the page).
        const response = await post(
          { ...form, humanCheck: await solved() },
          { ...headers, accept: 'text/html' },
        );
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'BAD_REQUEST',
          message: 'origin: the form was not sent from this shop',
        });
        expect((await lastTicket())?.id).toBe(before);
      }
      const accepted: Record<string, string>[] = [
        { origin: 'http://localhost:4325', 'sec-fetch-site': 'same-origin' },
        { origin: 'null', 'sec-fetch-site': 'same-origin' },
        { 'sec-fetch-site': 'same-site' },
        {},
      ];
      for (const headers of accepted) {
        const response = await post({ ...form, humanCheck: await solved() }, headers);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe('/contact?from=footer&ref=contact_thank_you');
      }
    });

    it('API-042: more than 5 posts a minute from one address answer 429', async () => {
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: '/api/front/contact',
          remoteAddress: '192.0.2.99',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'contact_reason=other',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });
  });
});
