import { parseConsent } from '@shop/platform/consent-cookie';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '../testing/test-app';

describe('POST /api/front/consent: the banner’s choice sent as a form (BEY-004, ADR 0100)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const send = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/front/consent',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const cookies = (header: string | string[] | number | undefined) =>
    Object.fromEntries(
      [header ?? []].flat().map((cookie) => {
        const [pair = ''] = String(cookie).split(';');
        const at = pair.indexOf('=');
        return [pair.slice(0, at), { value: pair.slice(at + 1), attributes: String(cookie) }];
      }),
    );

  it('accepted: records the choice for six months with an analytics client id, and goes back to the page', async () => {
    const response = await send({ choice: 'accept', back: '/search?lng=en' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/search?lng=en');
    const set = cookies(response.headers['set-cookie']);
    expect(parseConsent(set.shop_consent?.value)).toMatchObject({ analytics: true, ads: true });
    expect(set.shop_consent?.attributes).toContain('Max-Age=15811200');
    expect(set.shop_consent?.attributes).toContain('SameSite=Lax');
    expect(set.shop_consent?.attributes).not.toContain('HttpOnly');
    expect(set.shop_cid?.value).toMatch(/^GA1\.1\.\d{6,12}\.\d{6,12}$/);
  });

  it('keeps the client id the visitor has; rejected, records the refusal and removes it', async () => {
    const kept = await send(
      { choice: 'accept', back: '/' },
      { cookie: 'shop_cid=GA1.1.1234567.1700000000' },
    );
    expect(cookies(kept.headers['set-cookie']).shop_cid?.value).toBe('GA1.1.1234567.1700000000');
    const refused = await send({ choice: 'reject', back: '/weekend/1' });
    expect(refused.headers.location).toBe('/weekend/1');
    const set = cookies(refused.headers['set-cookie']);
    expect(parseConsent(set.shop_consent?.value)).toMatchObject({ analytics: false, ads: false });
    expect(set.shop_cid).toEqual({ value: '', attributes: expect.stringContaining('Max-Age=0') });
  });

  it('sends back only to a page of the shop; another site’s post and an unknown choice are refused', async () => {
    for (const back of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', ''])
      expect((await send({ choice: 'reject', back })).headers.location).toBe('/');
    expect((await send({ choice: 'reject' })).headers.location).toBe('/');
    const forged = await send({ choice: 'accept', back: '/' }, { 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await send({ choice: 'accept' }, { origin: 'https://evil.example' })).statusCode).toBe(
      400,
    );
    expect((await send({ choice: 'maybe' })).statusCode).toBe(400);
  });
});
