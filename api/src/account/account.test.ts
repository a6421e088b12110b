import {
  accountProfileSchema,
  accountWishlistSchema,
  ORDER_VIEW_TOKEN_HEADER,
  signInResponseSchema,
  tripsResponseSchema,
} from '@shop/api-contract';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { fakeTimers, setSystemTime } from '@shop/test-support';
import { and, desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../db/schema';
import { findBookableStay, orderRequest, placeOrder, TEST_BUYER } from '../testing/orders';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SIGN_IN_LINK_TTL_SECONDS } from './account.service';

const NOW = new Date('2026-03-10T09:00:00Z');

describe('customer accounts: one-time link sign-in, session, trips, profile, wishlist (issue 12 §6)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
    fakeTimers({ toFake: ['Date'] });
    setSystemTime(NOW);
  }, 60_000);
  afterAll(async () => {
    jest.useRealTimers();
    await ctx.close();
  }, 60_000);

  const askLink = (email: string, extra: Record<string, unknown> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/front/account/sign-in-link',
      payload: { email, locale: 'fr_FR', ...extra },
    });
  /** The token of the newest sign-in e-mail sent to `email`. */
  const tokenSentTo = async (email: string) => {
    const [mail] = await ctx.database.orm
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, email), eq(emailOutbox.kind, 'account_sign_in')))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const link = new URL(/https:\/\/\S+/.exec(mail!.body)![0]);
    return { mail: mail!, link, token: link.searchParams.get('token') ?? '' };
  };
  const signIn = (token: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/front/account/sign-in', payload: { token } });
  const sessionCookie = (setCookie: string | string[] | undefined) =>
    ([] as string[])
      .concat(setCookie ?? [])
      .find((cookie) => cookie.startsWith('account_session='))!
      .split(';')[0]!;

  it('sign-in by a one-time link sent through the outbox, in the shopper language; the session is an HttpOnly cookie', async () => {
    const answer = await askLink('Nina.Link@example.fr', {
      lng: 'en',
      origin: '/account/wishlist',
    });
    expect(answer.statusCode).toBe(202);
    const { mail, link, token } = await tokenSentTo('nina.link@example.fr');
    expect(mail.subject).toBe('Your sign-in link');
    expect(mail.orderId).toBeNull();
    expect(link.origin + link.pathname).toBe('https://www.weekend-shop.fr/account/signin');
    expect(link.searchParams.get('origin')).toBe('/account/wishlist');
    expect(link.searchParams.get('lng')).toBe('en');

    const first = await signIn(token);
    expect(first.statusCode).toBe(200);
    const body = signInResponseSchema.parse(first.json());
    expect(body.profile.email).toBe('nina.link@example.fr');
    expect(body.origin).toBe('/account/wishlist');
    const cookies = ([] as string[]).concat(first.headers['set-cookie'] ?? []);
    expect(cookies.find((c) => c.startsWith('account_session='))).toContain('HttpOnly');
    // The shell's readable companions: the account id, and a flag that is not the session.
    expect(cookies.find((c) => c.startsWith('access_token='))).not.toContain('HttpOnly');
    expect(cookies.find((c) => c.startsWith('access_token='))).toMatch(/^access_token=1;/);
    expect(cookies.find((c) => c.startsWith('account_id='))).toContain(body.profile.accountId);

    // Single use: the same link again is refused.
    const again = await signIn(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'UNAUTHORIZED' });
  });

  it('an expired, tampered or forged link signs nobody in', async () => {
    await askLink('late@example.fr');
    const { token } = await tokenSentTo('late@example.fr');
    // A character inside the signature: the last one of base64url carries unused bits, so
    // changing it alone may decode to the same signature.
    const at = token.length - 10;
    const tampered = token.slice(0, at) + (token[at] === 'A' ? 'B' : 'A') + token.slice(at + 1);
    expect((await signIn(tampered)).statusCode).toBe(401);
    expect((await signIn('v1.not-a-token')).statusCode).toBe(401);
    expect((await signIn('<script>alert(1)</script>')).statusCode).toBe(401);
    setSystemTime(new Date(NOW.getTime() + (SIGN_IN_LINK_TTL_SECONDS + 1) * 1000));
    try {
      expect((await signIn(token)).statusCode).toBe(401);
    } finally {
      setSystemTime(NOW);
    }
  });

  it('links are rate-limited per address; a bad address is a 400 and nothing is sent', async () => {
    for (let i = 0; i < 3; i += 1) expect((await askLink('busy@example.fr')).statusCode).toBe(202);
    const fourth = await askLink('busy@example.fr');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect((await askLink('not an address')).statusCode).toBe(400);
    expect((await askLink('x@example.fr', { origin: 'https://evil.example/' })).statusCode).toBe(
      400,
    );
    expect((await askLink('x@example.fr', { origin: '//evil.example/' })).statusCode).toBe(400);
  });

  it('trips list the orders made with the account e-mail (with a token that opens each), profile and wishlist are kept; sign-out ends the session', async () => {
    const stay = await findBookableStay(ctx.database.orm, { today: '2026-03-10', skip: 3 });
    const mine = await placeOrder(ctx.app, {
      ...orderRequest({ stay, expectedAmount: stay.priceCents * 2 }),
      buyer: { ...TEST_BUYER, email: 'Trip.Owner@example.fr' },
    });
    await placeOrder(ctx.app, orderRequest({ stay, expectedAmount: stay.priceCents * 2 }));
    await askLink('trip.owner@example.fr');
    const signedIn = await signIn((await tokenSentTo('trip.owner@example.fr')).token);
    const cookie = sessionCookie(signedIn.headers['set-cookie']);

    const trips = tripsResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/front/account/trips?locale=fr_FR',
          headers: { cookie },
        })
      ).json(),
    );
    expect(trips.trips.map((trip) => trip.bookingNumber)).toEqual([mine.bookingNumber]);
    expect(trips.trips[0]!.stay?.checkinDate).toBe(stay.date);
    expect(trips.trips[0]!.stay?.label).not.toBe('');
    const opened = await ctx.app.inject({
      method: 'GET',
      url: `/api/front/purchase/orders/${mine.orderUUID}`,
      headers: { [ORDER_VIEW_TOKEN_HEADER]: trips.trips[0]!.viewToken },
    });
    expect(opened.statusCode).toBe(200);

    const profile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/front/account/profile',
      headers: { cookie },
      payload: { firstName: 'Trip', lastName: 'Owner', phoneNumber: '06 12 34 56 78' },
    });
    expect(accountProfileSchema.parse(profile.json())).toMatchObject({ firstName: 'Trip' });
    const badProfile = await ctx.app.inject({
      method: 'PUT',
      url: '/api/front/account/profile',
      headers: { cookie },
      payload: { firstName: '<script>', lastName: 'x', phoneNumber: 'abc' },
    });
    expect(badProfile.statusCode).toBe(400);

    const wishlist = {
      STAY: [{ id: 12, label: 'A weekend in Paris', uri: '/weekend/12' }],
      ACTIVITY: [],
    };
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/front/account/wishlist',
      headers: { cookie },
      payload: wishlist,
    });
    expect(accountWishlistSchema.parse(saved.json())).toEqual(wishlist);
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/front/account/wishlist',
      headers: { cookie },
    });
    expect(read.json()).toEqual(wishlist);
    const forgedUri = await ctx.app.inject({
      method: 'PUT',
      url: '/api/front/account/wishlist',
      headers: { cookie },
      payload: { STAY: [{ id: 1, label: 'x', uri: 'javascript:alert(1)' }], ACTIVITY: [] },
    });
    expect(forgedUri.statusCode).toBe(400);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/front/account/sign-out',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(204);
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? []).join('\n')).toMatch(
      /account_session=;.*Max-Age=0/,
    );
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/api/front/account/trips?locale=fr_FR',
      headers: { cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it('without a session, or with a forged one, the account answers 401 and reveals nothing', async () => {
    for (const cookie of [
      '',
      'account_session=00000000-0000-0000-0000-000000000000.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      'account_session=garbage',
    ]) {
      const answer = await ctx.app.inject({
        method: 'GET',
        url: '/api/front/account/profile',
        headers: cookie ? { cookie } : {},
      });
      expect(answer.statusCode).toBe(401);
      expect(answer.body).not.toContain('@');
    }
  });
});
