import {
  CARE_TOKEN_COOKIE,
  careLoginRequestSchema,
  type CareLoginResponse,
  type CareSession,
} from '@shop/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { readCookie, serializeCookie } from '../http/cookies';
import { HttpError } from '../http/errors';
import type { ApiPlugin } from '../http/zod';
import { authenticate, CARE_TOKEN_TTL_SECONDS, createCareTokens, findAgent } from './care.service';

function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? readCookie(request.headers.cookie, CARE_TOKEN_COOKIE);
}

/** Customer-care sign-in (SHELL-015): login, session check, logout. */
export const careRoutes: ApiPlugin<{ db: Database; tokenSecret: string }> = async (
  app,
  { db, tokenSecret },
) => {
  const tokens = createCareTokens(tokenSecret);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/care/login',
    { schema: { body: careLoginRequestSchema } },
    async (request, reply): Promise<CareLoginResponse> => {
      const agent = await authenticate(db.orm, request.body.email, request.body.password);
      if (!agent) throw new HttpError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password');
      const token = await tokens.sign(agent);
      reply.header(
        'set-cookie',
        serializeCookie(CARE_TOKEN_COOKIE, token, {
          maxAgeSeconds: CARE_TOKEN_TTL_SECONDS,
          secure: request.protocol === 'https',
        }),
      );
      return { agent, token };
    },
  );

  app.get('/care/session', async (request): Promise<CareSession> => {
    const token = tokenOf(request);
    const agentId = token ? await tokens.verify(token) : null;
    const agent = agentId === null ? null : await findAgent(db.orm, agentId);
    if (!agent) throw new HttpError(401, 'UNAUTHORIZED', 'No valid customer-care session');
    return { agent };
  });

  app.post('/care/logout', async (request, reply) => {
    reply.header(
      'set-cookie',
      serializeCookie(CARE_TOKEN_COOKIE, '', {
        maxAgeSeconds: 0,
        secure: request.protocol === 'https',
      }),
    );
    return reply.code(204).send();
  });
};
