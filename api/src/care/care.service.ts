import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Agent } from '@shop/api-contract';
import { and, eq, gt, lte } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Orm } from '../db/client';
import { agents, careSessions } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/password';

/** A care session lasts 2 hours from sign-in (issue 15 §2, ADR 0061), then the agent signs in again. */
export const CARE_TOKEN_TTL_SECONDS = 2 * 60 * 60;
const ISSUER = 'weekend-shop';
const AUDIENCE = 'care';
const SECRET_FILE = 'care-token-secret';
/** Checked when the e-mail is unknown, so that both failures take as long. */
let decoyHash: Promise<string> | undefined;

const agentColumns = { id: agents.id, email: agents.email, name: agents.name };

/** The agent with these credentials, or null. */
export async function authenticate(
  orm: Orm,
  email: string,
  password: string,
  /** Runs the hash (the concurrency cap of care.routes.ts); default: at once. */
  gate: <T>(hash: () => Promise<T>) => Promise<T> = (hash) => hash(),
): Promise<Agent | null> {
  const [row] = await orm
    .select({ ...agentColumns, passwordHash: agents.passwordHash })
    .from(agents)
    .where(eq(agents.email, email.trim().toLowerCase()));
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const stored = row?.passwordHash ?? (await decoyHash);
  const matches = await gate(() => verifyPassword(password, stored));
  return row && matches ? { id: row.id, email: row.email, name: row.name } : null;
}

export async function findAgent(orm: Orm, id: number): Promise<Agent | null> {
  const [agent] = await orm.select(agentColumns).from(agents).where(eq(agents.id, id));
  return agent ?? null;
}

/** A verified care token: the session it names and its agent. */
export interface CareClaims {
  sessionId: string;
  agentId: number;
}

/** Signs and checks the care-mode token: a JWT (HS256) naming the agent and its session. */
export interface CareTokens {
  sign(agentId: number, sessionId: string): Promise<string>;
  /** The session and agent the token names, or null when forged, expired or malformed. */
  verify(token: string): Promise<CareClaims | null>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCareTokens(secret: string): CareTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (agentId, sessionId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(agentId))
        .setJti(sessionId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${CARE_TOKEN_TTL_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const agentId = Number(payload.sub);
        const sessionId = payload.jti;
        if (!Number.isSafeInteger(agentId) || agentId <= 0) return null;
        if (typeof sessionId !== 'string' || !UUID.test(sessionId)) return null;
        return { agentId, sessionId };
      } catch {
        return null;
      }
    },
  };
}

/** Opens a session for the agent (deleting its expired ones); returns the session id. */
export async function openSession(orm: Orm, agentId: number, now: Date): Promise<string> {
  await orm
    .delete(careSessions)
    .where(and(eq(careSessions.agentId, agentId), lte(careSessions.expiresAt, now)));
  const [row] = await orm
    .insert(careSessions)
    .values({ agentId, expiresAt: new Date(now.getTime() + CARE_TOKEN_TTL_SECONDS * 1000) })
    .returning({ id: careSessions.id });
  return row!.id;
}

/**
 * The agent of a live session: the session exists (not logged out), has not expired, and names
 * this agent, who still exists. Checked on every privileged call (issue 15 §2).
 */
export async function sessionAgent(orm: Orm, claims: CareClaims, now: Date): Promise<Agent | null> {
  const [agent] = await orm
    .select(agentColumns)
    .from(careSessions)
    .innerJoin(agents, eq(agents.id, careSessions.agentId))
    .where(
      and(
        eq(careSessions.id, claims.sessionId),
        eq(careSessions.agentId, claims.agentId),
        gt(careSessions.expiresAt, now),
      ),
    );
  return agent ?? null;
}

/** Ends a session: its token is refused from now on, on every node. */
export async function closeSession(orm: Orm, sessionId: string): Promise<void> {
  await orm.delete(careSessions).where(eq(careSessions.id, sessionId));
}

/** Deletes expired sessions (the retention sweep). */
export async function purgeExpiredSessions(orm: Orm, now: Date): Promise<number> {
  const gone = await orm
    .delete(careSessions)
    .where(lte(careSessions.expiresAt, now))
    .returning({ id: careSessions.id });
  return gone.length;
}

/**
 * The token secret: env CARE_TOKEN_SECRET, else a random one kept in the data folder (so that
 * sessions survive a restart), else a random one in memory.
 */
export async function resolveTokenSecret(dataDir: string | undefined): Promise<string> {
  const fromEnv = process.env.CARE_TOKEN_SECRET;
  if (fromEnv) return fromEnv;
  const secret = randomBytes(32).toString('base64url');
  if (!dataDir) return secret;
  const file = join(dataDir, SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  try {
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
