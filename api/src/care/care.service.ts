import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Agent } from '@shop/api-contract';
import { eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Orm } from '../db/client';
import { agents } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/password';

export const CARE_TOKEN_TTL_SECONDS = 8 * 60 * 60;
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
): Promise<Agent | null> {
  const [row] = await orm
    .select({ ...agentColumns, passwordHash: agents.passwordHash })
    .from(agents)
    .where(eq(agents.email, email.trim().toLowerCase()));
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyHash));
  return row && matches ? { id: row.id, email: row.email, name: row.name } : null;
}

export async function findAgent(orm: Orm, id: number): Promise<Agent | null> {
  const [agent] = await orm.select(agentColumns).from(agents).where(eq(agents.id, id));
  return agent ?? null;
}

/** Signs and checks the care-mode token: a JWT (HS256) naming the agent, valid 8 hours. */
export interface CareTokens {
  sign(agent: Agent): Promise<string>;
  /** The agent id the token names, or null when it is forged, expired or malformed. */
  verify(token: string): Promise<number | null>;
}

export function createCareTokens(secret: string): CareTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (agent) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(agent.id))
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
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
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
