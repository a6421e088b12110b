import { careSessionSchema } from '@shop/api-contract';
import { type Agent, platformStore } from '@shop/platform';
import useSWR from 'swr';
import { safeParse } from 'zod/mini';

export const CARE_SESSION_KEY = '/api/care/session';

/** The agent of a valid care token, or null (no token, expired, API unreachable). */
export async function fetchCareSession(): Promise<Agent | null> {
  try {
    const response = await fetch(CARE_SESSION_KEY, { credentials: 'same-origin' });
    if (!response.ok) return null;
    const parsed = safeParse(careSessionSchema, await response.json());
    return parsed.success ? parsed.data.agent : null;
  } catch {
    return null;
  }
}

/**
 * SHELL-015: the agent session, checked once per page load (the token lives in an HttpOnly cookie
 * the page cannot watch; signing in and out update the platform store themselves). The answer is
 * published to the platform store, where the care panel and every app read the agent.
 */
export function useCareSession(): { checked: boolean } {
  const { data } = useSWR(CARE_SESSION_KEY, fetchCareSession, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    onSuccess: (agent) => platformStore.setState({ agent }),
  });
  return { checked: data !== undefined };
}
