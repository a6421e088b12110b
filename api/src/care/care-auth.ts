import { CARE_TOKEN_COOKIE, type Agent } from '@shop/api-contract';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { readCookie, serializeCookie } from '../http/cookies';
import { careCookieName, type Deployment } from '../http/deployment';
import {
  CARE_TOKEN_TTL_SECONDS,
  closeSession,
  createCareTokens,
  openSession,
  sessionAgent,
  type CareClaims,
} from './care.service';

/**
 * The one place that says who the care agent of a request is (issue 15 §2, ADR 0061): the token
 * comes only from the HttpOnly care cookie (never the JSON body, no Bearer header), and each use
 * checks its session row and its agent in the database, so logout and a deleted agent take effect
 * at once on every node.
 */
export interface CareAuth {
  /** `care_token`, or `__Host-care_token` over TLS (ADR 0060). */
  readonly cookieName: string;
  /** The agent of the request's live session, else null. */
  agentOf(request: FastifyRequest): Promise<Agent | null>;
  /** Opens a session; returns the Set-Cookie value carrying its token. */
  signIn(agent: Agent): Promise<string>;
  /** Ends the request's session (if any); returns the Set-Cookie value clearing the cookie. */
  signOut(request: FastifyRequest): Promise<string>;
}

export interface CareAuthOptions {
  db: Database;
  tokenSecret: string;
  deployment: Deployment;
  now?: () => Date;
}

export function createCareAuth({
  db,
  tokenSecret,
  deployment,
  now = () => new Date(),
}: CareAuthOptions): CareAuth {
  const tokens = createCareTokens(tokenSecret);
  const cookieName = careCookieName(deployment, CARE_TOKEN_COOKIE);
  const secure = deployment.secureTransport;
  const claimsOf = async (request: FastifyRequest): Promise<CareClaims | null> => {
    const token = readCookie(request.headers.cookie, cookieName);
    return token ? tokens.verify(token) : null;
  };
  return {
    cookieName,
    async agentOf(request) {
      const claims = await claimsOf(request);
      return claims ? sessionAgent(db.orm, claims, now()) : null;
    },
    async signIn(agent) {
      const sessionId = await openSession(db.orm, agent.id, now());
      const token = await tokens.sign(agent.id, sessionId);
      return serializeCookie(cookieName, token, { maxAgeSeconds: CARE_TOKEN_TTL_SECONDS, secure });
    },
    async signOut(request) {
      const claims = await claimsOf(request);
      if (claims) await closeSession(db.orm, claims.sessionId);
      return serializeCookie(cookieName, '', { maxAgeSeconds: 0, secure });
    },
  };
}
