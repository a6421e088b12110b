/**
 * The purchase e-mails, plain text in the order's language: the order confirmation (BEY-001),
 * the gift card to its recipient, and the booking modification (ADR 0018). Each is its copy
 * table and its facts, laid out by one template (`composeEmail`).
 */
import type { Locale } from '@shop/criteria';
import { languageOf, type Language } from '../db/localized-text';
import type { StaySnapshot } from '../db/schema';

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
}

interface Copy {
  subject: string;
  hello: string;
  intro: string;
  introGiftCard: string;
  giftCard: (amount: string, recipient: string) => string;
  booking: string;
  stay: string;
  dates: string;
  guests: (adults: number, children: number, babies: number) => string;
  insurance: string;
  total: string;
  lookup: string;
}

const COPY: Record<Language, Copy> = {
  en: {
    subject: 'Your booking {number} is confirmed',
    hello: 'Hello',
    intro: 'Thank you! Your stay is booked and paid.',
    introGiftCard: 'Thank you! Your order is paid; the gift card is on its way by e-mail.',
    giftCard: (amount, to) => `Gift card of ${amount}, e-mailed to ${to}`,
    booking: 'Booking number',
    stay: 'Stay',
    dates: 'Dates',
    guests: (a, c, b) => `${a} adult(s), ${c} child(ren), ${b} baby(ies)`,
    insurance: 'Cancellation insurance',
    total: 'Total paid',
    lookup:
      'Find your booking at any time with "Check my Booking", your booking number and e-mail.',
  },
  fr: {
    subject: 'Votre réservation {number} est confirmée',
    hello: 'Bonjour',
    intro: 'Merci ! Votre séjour est réservé et payé.',
    introGiftCard: 'Merci ! Votre commande est payée ; la carte cadeau part par e-mail.',
    giftCard: (amount, to) => `Carte cadeau de ${amount}, envoyée par e-mail à ${to}`,
    booking: 'Numéro de réservation',
    stay: 'Séjour',
    dates: 'Dates',
    guests: (a, c, b) => `${a} adulte(s), ${c} enfant(s), ${b} bébé(s)`,
    insurance: 'Assurance annulation',
    total: 'Total payé',
    lookup:
      'Retrouvez votre réservation à tout moment avec « Ma réservation », votre numéro et votre e-mail.',
  },
  es: {
    subject: 'Tu reserva {number} está confirmada',
    hello: 'Hola',
    intro: '¡Gracias! Tu estancia está reservada y pagada.',
    introGiftCard: '¡Gracias! Tu pedido está pagado; la tarjeta regalo sale por e-mail.',
    giftCard: (amount, to) => `Tarjeta regalo de ${amount}, enviada por e-mail a ${to}`,
    booking: 'Número de reserva',
    stay: 'Estancia',
    dates: 'Fechas',
    guests: (a, c, b) => `${a} adulto(s), ${c} niño(s), ${b} bebé(s)`,
    insurance: 'Seguro de cancelación',
    total: 'Total pagado',
    lookup:
      'Consulta tu reserva cuando quieras con «Mi reserva», tu número de reserva y tu e-mail.',
  },
  nl: {
    subject: 'Je boeking {number} is bevestigd',
    hello: 'Hallo',
    intro: 'Bedankt! Je verblijf is geboekt en betaald.',
    introGiftCard: 'Bedankt! Je bestelling is betaald; de cadeaukaart gaat per e-mail op weg.',
    giftCard: (amount, to) => `Cadeaukaart van ${amount}, gemaild naar ${to}`,
    booking: 'Boekingsnummer',
    stay: 'Verblijf',
    dates: 'Data',
    guests: (a, c, b) => `${a} volwassene(n), ${c} kind(eren), ${b} baby('s)`,
    insurance: 'Annuleringsverzekering',
    total: 'Totaal betaald',
    lookup: 'Bekijk je boeking altijd via "Mijn boeking", met je boekingsnummer en e-mailadres.',
  },
  it: {
    subject: 'La tua prenotazione {number} è confermata',
    hello: 'Ciao',
    intro: 'Grazie! Il tuo soggiorno è prenotato e pagato.',
    introGiftCard: 'Grazie! Il tuo ordine è pagato; la carta regalo parte via e-mail.',
    giftCard: (amount, to) => `Carta regalo da ${amount}, inviata via e-mail a ${to}`,
    booking: 'Numero di prenotazione',
    stay: 'Soggiorno',
    dates: 'Date',
    guests: (a, c, b) => `${a} adulto/i, ${c} bambino/i, ${b} neonato/i`,
    insurance: 'Assicurazione annullamento',
    total: 'Totale pagato',
    lookup: 'Ritrova la prenotazione quando vuoi con «La mia prenotazione», numero ed e-mail.',
  },
};

export function euros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/** Subject and plain-text body of the confirmation e-mail. */
export function renderConfirmationEmail(facts: ConfirmationFacts): RenderedEmail {
  const copy = COPY[languageOf(facts.locale)];
  const { stay } = facts;
  const details = [`${copy.booking}: ${facts.bookingNumber}`];
  if (stay) {
    details.push(
      `${copy.stay}: ${stay.packageLabel} — ${stay.hotelName}`,
      `${copy.dates}: ${stay.checkinDate} → ${stay.checkoutDate}`,
      copy.guests(stay.adults, stay.children, stay.babies),
    );
  }
  for (const card of facts.giftCards) {
    details.push(copy.giftCard(euros(card.amountCents, facts.locale), card.recipient));
  }
  if (facts.insuranceCents !== null) {
    details.push(`${copy.insurance}: ${euros(facts.insuranceCents, facts.locale)}`);
  }
  details.push(`${copy.total}: ${euros(facts.totalCents, facts.locale)}`);
  return composeEmail(
    copy.subject.replace('{number}', facts.bookingNumber),
    greet(copy.hello, `${facts.firstName} ${facts.lastName}`),
    [[stay ? copy.intro : copy.introGiftCard], details, [copy.lookup]],
  );
}

// ---------------------------------------------------------------------------------------------
// The gift card itself, e-mailed to its recipient (or the buyer) once its order is paid.

export interface GiftCardFacts {
  locale: Locale;
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

interface GiftCardCopy {
  subject: (from: string) => string;
  hello: string;
  offers: (from: string, amount: string) => string;
  design: string;
  serial: string;
  validUntil: string;
  howTo: string;
}

const GIFT_CARD_COPY: Record<Language, GiftCardCopy> = {
  en: {
    subject: (from) => `${from} offers you a gift card`,
    hello: 'Hello',
    offers: (from, amount) => `${from} offers you a gift card of ${amount}.`,
    design: 'Card',
    serial: 'Gift card number',
    validUntil: 'Valid until',
    howTo: 'Keep this e-mail: the gift card number pays for a weekend stay on our site.',
  },
  fr: {
    subject: (from) => `${from} vous offre une carte cadeau`,
    hello: 'Bonjour',
    offers: (from, amount) => `${from} vous offre une carte cadeau de ${amount}.`,
    design: 'Carte',
    serial: 'Numéro de la carte cadeau',
    validUntil: "Valable jusqu'au",
    howTo: 'Gardez cet e-mail : le numéro de la carte règle un séjour sur notre site.',
  },
  es: {
    subject: (from) => `${from} te regala una tarjeta regalo`,
    hello: 'Hola',
    offers: (from, amount) => `${from} te regala una tarjeta regalo de ${amount}.`,
    design: 'Tarjeta',
    serial: 'Número de la tarjeta regalo',
    validUntil: 'Válida hasta el',
    howTo: 'Guarda este e-mail: el número de la tarjeta paga una escapada en nuestra web.',
  },
  nl: {
    subject: (from) => `${from} geeft je een cadeaukaart`,
    hello: 'Hallo',
    offers: (from, amount) => `${from} geeft je een cadeaukaart van ${amount}.`,
    design: 'Kaart',
    serial: 'Nummer van de cadeaukaart',
    validUntil: 'Geldig tot',
    howTo: 'Bewaar deze e-mail: met het kaartnummer betaal je een verblijf op onze site.',
  },
  it: {
    subject: (from) => `${from} ti regala una carta regalo`,
    hello: 'Ciao',
    offers: (from, amount) => `${from} ti regala una carta regalo da ${amount}.`,
    design: 'Carta',
    serial: 'Numero della carta regalo',
    validUntil: 'Valida fino al',
    howTo: 'Conserva questa e-mail: il numero della carta paga un soggiorno sul nostro sito.',
  },
};

/** Subject and plain-text body of the gift-card e-mail. */
export function renderGiftCardEmail(facts: GiftCardFacts): RenderedEmail {
  const copy = GIFT_CARD_COPY[languageOf(facts.locale)];
  return composeEmail(copy.subject(facts.fromName), greet(copy.hello, facts.recipientName), [
    [copy.offers(facts.fromName, euros(facts.amountCents, facts.locale))],
    facts.message ? facts.message.split('\n').map((line) => `> ${line}`) : [],
    [
      `${copy.serial}: ${facts.serialNumber}`,
      `${copy.design}: ${facts.designName}`,
      `${copy.validUntil}: ${facts.expiresOn}`,
    ],
    [copy.howTo],
  ]);
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

interface ModificationCopy {
  subject: string;
  intro: string;
  before: string;
  after: string;
  paid: string;
  refunded: string;
  total: string;
}

const MODIFICATION_COPY: Record<Language, ModificationCopy> = {
  en: {
    subject: 'Your booking {number} has been modified',
    intro: 'Your booking has been modified as you asked.',
    before: 'Before',
    after: 'Now',
    paid: 'Paid for the modification',
    refunded: 'Refunded to your payment method',
    total: 'New total',
  },
  fr: {
    subject: 'Votre réservation {number} a été modifiée',
    intro: 'Votre réservation a été modifiée comme vous l’avez demandé.',
    before: 'Avant',
    after: 'Désormais',
    paid: 'Payé pour la modification',
    refunded: 'Remboursé sur votre moyen de paiement',
    total: 'Nouveau total',
  },
  es: {
    subject: 'Tu reserva {number} ha sido modificada',
    intro: 'Tu reserva ha sido modificada como pediste.',
    before: 'Antes',
    after: 'Ahora',
    paid: 'Pagado por la modificación',
    refunded: 'Reembolsado en tu medio de pago',
    total: 'Nuevo total',
  },
  nl: {
    subject: 'Je boeking {number} is gewijzigd',
    intro: 'Je boeking is gewijzigd zoals je vroeg.',
    before: 'Eerder',
    after: 'Nu',
    paid: 'Betaald voor de wijziging',
    refunded: 'Terugbetaald op je betaalmiddel',
    total: 'Nieuw totaal',
  },
  it: {
    subject: 'La tua prenotazione {number} è stata modificata',
    intro: 'La tua prenotazione è stata modificata come hai chiesto.',
    before: 'Prima',
    after: 'Ora',
    paid: 'Pagato per la modifica',
    refunded: 'Rimborsato sul tuo metodo di pagamento',
    total: 'Nuovo totale',
  },
};

/** Subject and plain-text body of the modification e-mail: the stay before and after. */
export function renderModificationEmail(facts: ModificationFacts): RenderedEmail {
  const language = languageOf(facts.locale);
  const copy = MODIFICATION_COPY[language];
  const { guests, booking, stay, hello, lookup } = COPY[language];
  const describe = (
    label: string,
    { checkinDate, checkoutDate, adults, children, babies }: StaySnapshot,
  ) => `${label}: ${checkinDate} → ${checkoutDate}, ${guests(adults, children, babies)}`;
  const money = [`${copy.total}: ${euros(facts.totalCents, facts.locale)}`];
  if (facts.paidCents > 0) money.unshift(`${copy.paid}: ${euros(facts.paidCents, facts.locale)}`);
  if (facts.refundedCents > 0) {
    money.unshift(`${copy.refunded}: ${euros(facts.refundedCents, facts.locale)}`);
  }
  return composeEmail(
    copy.subject.replace('{number}', facts.bookingNumber),
    greet(hello, `${facts.firstName} ${facts.lastName}`),
    [
      [copy.intro],
      [
        `${booking}: ${facts.bookingNumber}`,
        `${stay}: ${facts.packageLabel} — ${facts.hotelName}`,
        describe(copy.before, facts.before),
        describe(copy.after, facts.after),
      ],
      money,
      [lookup],
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

const CANCELLATION_COPY: Record<
  Language,
  { subject: string; intro: string; refunded: string; none: string }
> = {
  en: {
    subject: 'Your booking {number} has been cancelled',
    intro: 'Your booking has been cancelled as you asked.',
    refunded: 'Refunded to your payment method',
    none: 'No refund is due under the terms of your booking.',
  },
  fr: {
    subject: 'Votre réservation {number} a été annulée',
    intro: 'Votre réservation a été annulée comme vous l’avez demandé.',
    refunded: 'Remboursé sur votre moyen de paiement',
    none: 'Aucun remboursement n’est dû selon les conditions de votre réservation.',
  },
  es: {
    subject: 'Tu reserva {number} ha sido cancelada',
    intro: 'Tu reserva ha sido cancelada como pediste.',
    refunded: 'Reembolsado en tu medio de pago',
    none: 'Según las condiciones de tu reserva, no corresponde ningún reembolso.',
  },
  nl: {
    subject: 'Je boeking {number} is geannuleerd',
    intro: 'Je boeking is geannuleerd zoals je vroeg.',
    refunded: 'Terugbetaald op je betaalmiddel',
    none: 'Volgens de voorwaarden van je boeking is er geen terugbetaling.',
  },
  it: {
    subject: 'La tua prenotazione {number} è stata annullata',
    intro: 'La tua prenotazione è stata annullata come hai chiesto.',
    refunded: 'Rimborsato sul tuo metodo di pagamento',
    none: 'In base alle condizioni della prenotazione non è previsto alcun rimborso.',
  },
};

/** Subject and plain-text body of the cancellation e-mail. */
export function renderCancellationEmail(facts: CancellationFacts): RenderedEmail {
  const language = languageOf(facts.locale);
  const copy = CANCELLATION_COPY[language];
  const { booking, stay, hello } = COPY[language];
  return composeEmail(
    copy.subject.replace('{number}', facts.bookingNumber),
    greet(hello, `${facts.firstName} ${facts.lastName}`),
    [
      [copy.intro],
      [
        `${booking}: ${facts.bookingNumber}`,
        `${stay}: ${facts.packageLabel} — ${facts.hotelName}`,
        `${facts.checkinDate} → ${facts.checkoutDate}`,
      ],
      [
        facts.refundedCents > 0
          ? `${copy.refunded}: ${euros(facts.refundedCents, facts.locale)}`
          : copy.none,
      ],
    ],
  );
}
