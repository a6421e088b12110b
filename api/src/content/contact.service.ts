import {
  CONTACT_REASONS,
  type ContactReason,
  type NEWSLETTER_COUNTRIES,
  type NEWSLETTER_LANGUAGES,
} from '@shop/api-contract';
import type { Orm } from '../db/client';
import { safeReturnAddress } from '../http/forms';
import { contactTickets, newsletterSubscriptions } from '../db/schema';
import { storableText } from '../db/text';

export interface Subscription {
  email: string;
  country: (typeof NEWSLETTER_COUNTRIES)[number];
  language: (typeof NEWSLETTER_LANGUAGES)[number];
  source?: string;
}

/** API-041: subscribes once per e-mail and country; true when the subscription is new. */
export async function subscribe(orm: Orm, subscription: Subscription): Promise<boolean> {
  const created = await orm
    .insert(newsletterSubscriptions)
    .values({
      email: subscription.email.trim().toLowerCase(),
      country: subscription.country,
      language: subscription.language,
      source: subscription.source === undefined ? null : storableText(subscription.source),
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return created.length > 0;
}

export interface ContactTicket {
  Booking_ID__c: string;
  contact_reason: ContactReason;
  description: string;
  email: string;
  name: string;
  phone: string;
  orgid?: string;
  type?: string;
  subtype?: string;
  language?: string;
  pos?: string;
}

const optional = (value: string | undefined) => (value === undefined ? null : storableText(value));

/**
 * API-042 / LEFT-023: the local ticketing stub stores the ticket with status New (CONT-036);
 * request type and subtype follow the reason (CONT-034), whatever the form sent.
 */
export async function createContactTicket(
  orm: Orm,
  form: ContactTicket,
  returnUrl: string,
  agentId: number | null,
): Promise<number> {
  const { requestType, requestSubtype } = CONTACT_REASONS[form.contact_reason];
  const [ticket] = await orm
    .insert(contactTickets)
    .values({
      bookingId: form.Booking_ID__c,
      contactReason: form.contact_reason,
      description: storableText(form.description),
      email: storableText(form.email.trim()),
      name: storableText(form.name.trim()),
      phone: storableText(form.phone.trim()),
      requestType,
      requestSubtype,
      orgId: optional(form.orgid),
      status: 'New',
      type: optional(form.type),
      subtype: optional(form.subtype),
      language: optional(form.language),
      pointOfSale: optional(form.pos),
      returnUrl: storableText(returnUrl),
      agentId,
    })
    .returning({ id: contactTickets.id });
  if (!ticket) throw new Error('contact ticket not stored');
  return ticket.id;
}

const RELATIVE_BASE = 'http://relative.invalid';
export const DEFAULT_CONTACT_RETURN = '/contact';

/**
 * The address to send the visitor back to (no open redirect): a same-site path, or an absolute
 * http(s) address on one of the shop's own host names (any port); anything else gives /contact.
 */
export const safeReturnUrl = (raw: string | undefined, ownHost: (hostname: string) => boolean) =>
  safeReturnAddress(raw, ownHost, DEFAULT_CONTACT_RETURN);

/** The return address with ref=<value> set (CONT-040), and any other parameters given. */
export function withRef(
  address: string,
  ref: string,
  more: Readonly<Record<string, string>> = {},
): string {
  const relative = address.startsWith('/');
  const url = new URL(address, RELATIVE_BASE);
  url.searchParams.set('ref', ref);
  for (const [name, value] of Object.entries(more)) url.searchParams.set(name, value);
  return relative ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
