import { CONTACT_ERROR_REF, CONTACT_THANK_YOU_REF } from '@shop/api-contract';

export type ContactOutcome = 'thankYou' | 'error' | null;

/** What the return address says of the last send (CONT-040, CONT-038): ?ref=… */
export function contactOutcome(search: string): ContactOutcome {
  const ref = new URLSearchParams(search).get('ref');
  if (ref === CONTACT_THANK_YOU_REF) return 'thankYou';
  if (ref === CONTACT_ERROR_REF) return 'error';
  return null;
}
