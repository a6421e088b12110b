/** Ends the agent session (the API clears its HttpOnly cookie). Kept apart from care-login: no zod. */
export async function logoutAgent(): Promise<void> {
  try {
    await fetch('/api/care/logout', { method: 'POST', credentials: 'same-origin' });
  } catch (error) {
    console.error('Care logout failed', error);
  }
}
