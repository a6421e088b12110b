/**
 * The purchase e-mails, plain text in the order's language: the order confirmation (BEY-001),
 * the gift card to its recipient, and the booking modification (ADR 0018). Each is its copy
 * (the i18n bundles of ../mail/locales) and its facts, laid out by one template (`composeEmail`).
 */
import type { Locale } from '@shop/criteria';
import type { Language } from '../db/localized-text';
import type { StaySnapshot } from '../db/schema';
import { mailCopy, mailLanguage } from '../mail/copy';

export interface RenderedEmail {
  subject: string;
  body: string;
}

/**
 * The one layout of every purchase e-mail: the greeting line, then blocks of lines, each after
 * an empty line (empty blocks are left out).
 */
export function composeEmail(
  subject: string,
  greeting: string,
  blocks: readonly (readonly string[])[],
): RenderedEmail {
  const lines = [greeting];
  for (const block of blocks) if (block.length > 0) lines.push('', ...block);
  return { subject, body: lines.join('\n') };
}

const greet = (hello: string, name: string) => (name ? `${hello} ${name},` : `${hello},`);

/** The stay of a confirmed order, as the e-mail tells it. */
export interface StayFacts {
  packageLabel: string;
  hotelName: string;
  checkinDate: string;
  checkoutDate: string;
  adults: number;
  children: number;
  babies: number;
}

export interface ConfirmationFacts {
  locale: Locale;
  bookingNumber: string;
  firstName: string;
  lastName: string;
  /** null when the order only buys gift cards. */
  stay: StayFacts | null;
  /** Gift cards the order buys: amount and the address the card goes to. */
  giftCards: { amountCents: number; recipient: string }[];
  totalCents: number;
  insuranceCents: number | null;
  /** The copy language: 'en' when the order was made with ?lng=en, else the locale's. */
  language?: Language;
  /** A signed link that opens the booking (ADR 0046); left out when absent. */
  bookingLink?: string;
  /** An activity voucher the order buys (its code comes in its own e-mail). */
  activityVoucher?: { label: string; adults: number } | null;
}

export function euros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/** Subject and plain-text body of the confirmation e-mail. */
export function renderConfirmationEmail(facts: ConfirmationFacts): RenderedEmail {
  const t = mailCopy(mailLanguage(facts.locale, facts.language));
  const { stay, activityVoucher } = facts;
  const details = [`${t('confirmation.booking')}: ${facts.bookingNumber}`];
  if (stay) {
    details.push(
      `${t('confirmation.stay')}: ${stay.packageLabel} — ${stay.hotelName}`,
      `${t('confirmation.dates')}: ${stay.checkinDate} → ${stay.checkoutDate}`,
      t('confirmation.guests', {
        adults: stay.adults,
        children: stay.children,
        babies: stay.babies,
      }),
    );
  }
  if (activityVoucher) {
    details.push(
      t('confirmation.voucher', { label: activityVoucher.label, adults: activityVoucher.adults }),
    );
  }
  for (const card of facts.giftCards) {
    details.push(
      t('confirmation.giftCard', {
        amount: euros(card.amountCents, facts.locale),
        recipient: card.recipient,
      }),
    );
  }
  if (facts.insuranceCents !== null) {
    details.push(`${t('confirmation.insurance')}: ${euros(facts.insuranceCents, facts.locale)}`);
  }
  details.push(`${t('confirmation.total')}: ${euros(facts.totalCents, facts.locale)}`);
  const intro = stay
    ? t('confirmation.intro')
    : activityVoucher
      ? t('confirmation.introVoucher')
      : t('confirmation.introGiftCard');
  return composeEmail(
    t('confirmation.subject', { number: facts.bookingNumber }),
    greet(t('confirmation.hello'), `${facts.firstName} ${facts.lastName}`),
    [
      [intro],
      details,
      facts.bookingLink
        ? [t('confirmation.link', { link: facts.bookingLink }), t('confirmation.lookup')]
        : [t('confirmation.lookup')],
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// The gift card itself, e-mailed to its recipient (or the buyer) once its order is paid.

export interface GiftCardFacts {
  locale: Locale;
  /** The copy language ('en' for an order made with ?lng=en); the locale's when absent. */
  language?: Language;
  serialNumber: string;
  amountCents: number;
  /** Last valid day, yyyy-MM-dd. */
  expiresOn: string;
  designName: string;
  /** Who offers it: the customization's fromName, else the buyer's first name. */
  fromName: string;
  recipientName: string;
  message: string;
}

/** Subject and plain-text body of the gift-card e-mail. */
export function renderGiftCardEmail(facts: GiftCardFacts): RenderedEmail {
  const t = mailCopy(mailLanguage(facts.locale, facts.language));
  const from = facts.fromName;
  return composeEmail(
    t('giftCard.subject', { from }),
    greet(t('giftCard.hello'), facts.recipientName),
    [
      [t('giftCard.offers', { from, amount: euros(facts.amountCents, facts.locale) })],
      facts.message ? facts.message.split('\n').map((line) => `> ${line}`) : [],
      [
        `${t('giftCard.serial')}: ${facts.serialNumber}`,
        `${t('giftCard.design')}: ${facts.designName}`,
        `${t('giftCard.validUntil')}: ${facts.expiresOn}`,
      ],
      [t('giftCard.howTo')],
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// A booking moved to other dates or travellers (ADR 0018), to the buyer.

export interface ModificationFacts {
  locale: Locale;
  bookingNumber: string;
  firstName: string;
  lastName: string;
  packageLabel: string;
  hotelName: string;
  before: StaySnapshot;
  after: StaySnapshot;
  paidCents: number;
  refundedCents: number;
  totalCents: number;
}

/** Subject and plain-text body of the modification e-mail: the stay before and after. */
export function renderModificationEmail(facts: ModificationFacts): RenderedEmail {
  const t = mailCopy(mailLanguage(facts.locale));
  const describe = (
    label: string,
    { checkinDate, checkoutDate, adults, children, babies }: StaySnapshot,
  ) =>
    `${label}: ${checkinDate} → ${checkoutDate}, ${t('confirmation.guests', { adults, children, babies })}`;
  const money = [`${t('modification.total')}: ${euros(facts.totalCents, facts.locale)}`];
  if (facts.paidCents > 0) {
    money.unshift(`${t('modification.paid')}: ${euros(facts.paidCents, facts.locale)}`);
  }
  if (facts.refundedCents > 0) {
    money.unshift(`${t('modification.refunded')}: ${euros(facts.refundedCents, facts.locale)}`);
  }
  return composeEmail(
    t('modification.subject', { number: facts.bookingNumber }),
    greet(t('confirmation.hello'), `${facts.firstName} ${facts.lastName}`),
    [
      [t('modification.intro')],
      [
        `${t('confirmation.booking')}: ${facts.bookingNumber}`,
        `${t('confirmation.stay')}: ${facts.packageLabel} — ${facts.hotelName}`,
        describe(t('modification.before'), facts.before),
        describe(t('modification.after'), facts.after),
      ],
      money,
      [t('confirmation.lookup')],
    ],
  );
}

// ---------------------------------------------------------------------------------------------
// A cancelled booking (ADR 0055), to the buyer.

export interface CancellationFacts {
  locale: Locale;
  bookingNumber: string;
  firstName: string;
  lastName: string;
  packageLabel: string;
  hotelName: string;
  checkinDate: string;
  checkoutDate: string;
  refundedCents: number;
}

/** Subject and plain-text body of the cancellation e-mail. */
export function renderCancellationEmail(facts: CancellationFacts): RenderedEmail {
  const t = mailCopy(mailLanguage(facts.locale));
  return composeEmail(
    t('cancellation.subject', { number: facts.bookingNumber }),
    greet(t('confirmation.hello'), `${facts.firstName} ${facts.lastName}`),
    [
      [t('cancellation.intro')],
      [
        `${t('confirmation.booking')}: ${facts.bookingNumber}`,
        `${t('confirmation.stay')}: ${facts.packageLabel} — ${facts.hotelName}`,
        `${facts.checkinDate} → ${facts.checkoutDate}`,
      ],
      [
        facts.refundedCents > 0
          ? `${t('cancellation.refunded')}: ${euros(facts.refundedCents, facts.locale)}`
          : t('cancellation.none'),
      ],
    ],
  );
}
