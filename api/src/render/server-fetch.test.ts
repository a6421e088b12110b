import { describe, expect, it, jest } from '@jest/globals';
import Fastify from 'fastify';
import { serverFetch, withServerFetch } from './server-fetch';

async function api() {
  const app = Fastify({ logger: false });
  app.get('/api/echo', async (request) => ({
    query: request.query,
    lang: request.headers['x-lang'],
  }));
  app.post('/api/echo', async (request) => ({ body: request.body }));
  app.get('/api/empty', async (_request, reply) => reply.code(204).send());
  app.get('/api/ip', async (request) => ({ ip: request.ip }));
  await app.ready();
  return app;
}

describe('the server render’s fetch (issue 16, ADR 0088)', () => {
  it('answers a relative /api/ call from the app in-process, with its status, headers and body', async () => {
    const app = await api();
    const next = jest.fn<typeof fetch>();
    const call = serverFetch(app, next);
    const answer = await call('/api/echo?locale=fr_FR', { headers: { 'x-lang': 'fr' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(await answer.json()).toEqual({ query: { locale: 'fr_FR' }, lang: 'fr' });
    const posted = await call('/api/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await posted.json()).toEqual({ body: { a: 1 } });
    expect((await call('/api/empty')).status).toBe(204);
    expect((await call('/api/nothing')).status).toBe(404);
    expect(next).not.toHaveBeenCalled();
    await app.close();
  });

  it('leaves an absolute address to the next fetch', async () => {
    const app = await api();
    const next = jest.fn<typeof fetch>(async () => new Response('elsewhere'));
    const answer = await serverFetch(app, next)('https://example.com/x');
    expect(await answer.text()).toBe('elsewhere');
    expect(next).toHaveBeenCalledWith('https://example.com/x', undefined);
    await app.close();
  });

  it('SHELL-053: a render’s calls come from the visitor’s address (the search’s bot check counts them as the visitor’s)', async () => {
    const app = await api();
    const ipOf = async (remoteAddress?: string) =>
      withServerFetch(app, async () => (await fetch('/api/ip')).json(), remoteAddress);
    expect(await ipOf('203.0.113.5')).toEqual({ ip: '203.0.113.5' });
    expect(await ipOf('2001:db8::7')).toEqual({ ip: '2001:db8::7' });
    expect(await ipOf()).toEqual({ ip: '127.0.0.1' });
    await app.close();
  });

  it('only calls made within a render reach the app; the process’s fetch is otherwise unchanged', async () => {
    const app = await api();
    const inRender = await withServerFetch(app, async () => {
      await Promise.resolve();
      return (await fetch('/api/echo?x=1')).json();
    });
    expect(inRender).toEqual({ query: { x: '1' } });
    await expect(fetch('/api/echo')).rejects.toThrow();
    await app.close();
  });
});
