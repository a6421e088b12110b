import { type Agent } from '@shop/platform';
import { careLoginResponseSchema, careSessionSchema } from '@shop/api-contract';
import { safeParse } from 'zod/mini';

/** The agent of a valid care token, or null (no token, expired, API unreachable). */
export async function fetchCareSession(): Promise<Agent | null> {
  try {
    const response = await fetch('/api/care/session', { credentials: 'same-origin' });
    if (!response.ok) return null;
    const parsed = safeParse(careSessionSchema, await response.json());
    return parsed.success ? parsed.data.agent : null;
  } catch {
    return null;
  }
}

export type LoginResult =
  { ok: true; agent: Agent } | { ok: false; reason: 'credentials' | 'unavailable' };

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
    if (!response.ok) return { ok: false, reason: 'unavailable' };
    const parsed = safeParse(careLoginResponseSchema, await response.json());
    return parsed.success
      ? { ok: true, agent: parsed.data.agent }
      : { ok: false, reason: 'unavailable' };
  } catch {
    return { ok: false, reason: 'unavailable' };
  }
}
