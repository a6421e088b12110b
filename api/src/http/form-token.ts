import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { memorySpentTokens, type SpentTokens } from './shared-state';

/** How long a served form's token is good for: a visitor may take their time to write. */
export const FORM_TOKEN_TTL_MS = 60 * 60 * 1000;
const VERSION = 'f1';

export interface FormToken {
  /** A token for a form the server renders (its hidden `formToken` field). */
  issue(now?: number): string;
  /** True for a token of ours, unexpired and not used before (it is spent then). */
  verify(token: string | undefined, now?: number): Promise<boolean>;
}

/**
 * The human check of a form sent without JavaScript (CONT-037, ADR 0091), where no proof of work
 * can be computed: the server-rendered form carries an HMAC-signed, time-stamped token, good for
 * one send within the hour, so each message needs a fresh page; with the honeypot field and the
 * per-address rate limit, it keeps form-filling robots out. Issuing keeps no state; a spent token
 * is kept in `spent` until it expires (the database's across nodes, ADR 0053).
 */
export function createFormToken(
  secret: string,
  spent: SpentTokens = memorySpentTokens(),
): FormToken {
  const key = createHmac('sha256', 'form-token').update(secret).digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(now = Date.now()) {
      const body = `${VERSION}.${now}.${randomBytes(12).toString('base64url')}`;
      return `${body}.${sign(body)}`;
    },
    async verify(token, now = Date.now()) {
      if (!token || token.length > 256) return false;
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) return false;
      const [, issued, , signature = ''] = parts;
      const expected = Buffer.from(sign(parts.slice(0, 3).join('.')));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      const issuedAt = Number(issued);
      const expiresAt = issuedAt + FORM_TOKEN_TTL_MS;
      if (!(issuedAt <= now && now < expiresAt)) return false;
      return spent.spend(token, expiresAt, now);
    },
  };
}
