import { ApiRequestError, type GiftCodeLookupResponse } from '@shop/api-contract';

/** Why a look-up gave no gift: a code no kind knows or not a code at all, too many tries, else. */
export type LookupProblem = 'required' | 'unknown' | 'tooMany' | 'offline';

export type LookupState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'found'; gift: GiftCodeLookupResponse; code: string }
  | { status: 'failed'; problem: LookupProblem };

/**
 * Issue 13 item 5: the look-up's refusal as the page words it: 404 (unknown) and 400 (not a code:
 * letters, digits, dashes only) are both "mistyped"; 429 asks to wait; anything else is the
 * network or the server.
 */
export function problemOf(error: unknown): LookupProblem {
  if (!(error instanceof ApiRequestError)) return 'offline';
  if (error.status === 404 || error.status === 400) return 'unknown';
  if (error.status === 429) return 'tooMany';
  return 'offline';
}

/** A code as the beneficiary may type it (spaces and dashes kept); empty when only blanks. */
export const typedCode = (raw: string): string => raw.trim().replace(/\s+/g, ' ');
