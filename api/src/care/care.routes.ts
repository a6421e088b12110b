import {
  careLoginRequestSchema,
  type CareLoginResponse,
  type CareSession,
} from '@shop/api-contract';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { sharedState } from '../http/shared-state';
import type { ApiPlugin } from '../http/zod';
import type { CareAuth } from './care-auth';
import { authenticate } from './care.service';
import {
  createHashGate,
  createLoginThrottle,
  databaseFailures,
  memoryFailures,
  type LoginThrottle,
} from './login-throttle';

/** Login requests per minute and client address, whatever their outcome (before parsing). */
export const LOGIN_RATE_LIMIT = 30;
/** Password hashes at once (issue 15 §1): half of libuv's default pool of 4 threads. */
export const MAX_CONCURRENT_HASHES = 2;

/** Customer-care sign-in (SHELL-015): login, session check, logout (ADR 0061). */
export const careRoutes: ApiPlugin<{
  db: Database;
  careAuth: CareAuth;
  /** Tests: their own throttle (clock) and hash cap. */
  throttle?: LoginThrottle;
  maxConcurrentHashes?: number;
}> = async (app, { db, careAuth, throttle: given, maxConcurrentHashes }) => {
  // Failures count on every node when they share PostgreSQL (ADR 0053).
  const throttle =
    given ??
    createLoginThrottle(
      undefined,
      db.driver === 'postgres' ? databaseFailures(db.orm) : memoryFailures(),
    );
  const gate = createHashGate(maxConcurrentHashes ?? MAX_CONCURRENT_HASHES);
  // The sign-in limit counts on every node (ADR 0053).
  const windows = sharedState(db).windows();

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/care/login',
    {
      onRequest: rateLimit(LOGIN_RATE_LIMIT, 60_000, { store: windows, what: 'sign-in attempts' }),
      schema: { body: careLoginRequestSchema },
    },
    async (request, reply): Promise<CareLoginResponse> => {
      const { email, password } = request.body;
      const retryAfter = (seconds: number) => void reply.header('retry-after', String(seconds));
      // Before any hashing: a throttled attempt costs no scrypt.
      await throttle.check(request.ip, email, retryAfter);
      const agent = await authenticate(db.orm, email, password, (hash) => gate(hash, retryAfter));
      if (!agent) {
        await throttle.failed(request.ip, email);
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password');
      }
      await throttle.succeeded(request.ip, email);
      reply.header('set-cookie', await careAuth.signIn(agent));
      return { agent };
    },
  );

  app.get('/care/session', async (request): Promise<CareSession> => {
    const agent = await careAuth.agentOf(request);
    if (!agent) throw new HttpError(401, 'UNAUTHORIZED', 'No valid customer-care session');
    return { agent };
  });

  app.post('/care/logout', async (request, reply) => {
    reply.header('set-cookie', await careAuth.signOut(request));
    return reply.code(204).send();
  });
};
