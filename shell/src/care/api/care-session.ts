import { careSessionSchema } from '@shop/api-contract';
import type { Agent } from '@shop/platform';
import { safeParse } from 'zod/mini';

/**
 * The agent of a valid care token, or null (no token, expired, API unreachable). A plain call,
 * not an SWR hook (ADR 0026): it runs once per page on the care host only, and SWR consumed by
 * the shell put 5.6 KB gz on the first load of every page (measured), SWR-free pages included.
 */
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
