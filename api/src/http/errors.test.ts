import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { hashPassword, verifyPassword } from '../lib/password';
import { handleError } from './errors';

describe('error answers and password storage (docs/security.md, ASVS 5.0 V16.5.1, V11.4.2)', () => {
  it('V16.5.1: an unexpected error answers a generic 500 without internals', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(handleError);
    app.get('/boom', async () => {
      throw new Error('select * from agents where password_hash = secret');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(response.body).not.toContain('agents');
    await app.close();
  });

  it('V11.4.2: passwords are stored with salted scrypt and checked as typed', async () => {
    const stored = await hashPassword('Correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await hashPassword('Correct horse battery staple')).not.toBe(stored);
    expect(await verifyPassword('Correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(false);
    expect(await verifyPassword('Correct horse battery stapl', stored)).toBe(false);
  });
});
