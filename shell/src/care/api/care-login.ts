import { type Agent } from '@shop/platform';
import { careLoginResponseSchema } from '@shop/api-contract';
import { safeParse } from 'zod/mini';

export type LoginResult =
  { ok: true; agent: Agent } | { ok: false; reason: 'credentials' | 'throttled' | 'unavailable' };

/**
 * Signs the agent in: the API sets the HttpOnly care cookie, the only place the token lives (the
 * answer names the agent only; issue 15 §2). Too many failed attempts answer 429 (a write: no
 * SWR cache).
 */
export async function loginAgent(email: string, password: string): Promise<LoginResult> {
  try {
    const response = await fetch('/api/care/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (response.status === 401 || response.status === 400)
      return { ok: false, reason: 'credentials' };
    if (response.status === 429) return { ok: false, reason: 'throttled' };
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const parsed = safeParse(careLoginResponseSchema, await response.json());
    return parsed.success
      ? { ok: true, agent: parsed.data.agent }
      : { ok: false, reason: 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
