/** The order-confirmation e-mail, rendered as plain text in the order's language (BEY-001). */
import type { Locale } from '@shop/criteria';
import { languageOf, type Language } from '../db/localized-text';

export interface ConfirmationFacts {
  locale: Locale;
  bookingNumber: string;
  firstName: string;
  lastName: string;
  packageLabel: string;
  hotelName: string;
  checkinDate: string;
  checkoutDate: string;
  adults: number;
  children: number;
  babies: number;
  totalCents: number;
  insuranceCents: number | null;
}

interface Copy {
  subject: string;
  hello: string;
  intro: string;
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
    booking: 'Numero di prenotazione',
    stay: 'Soggiorno',
    dates: 'Date',
    guests: (a, c, b) => `${a} adulto/i, ${c} bambino/i, ${b} neonato/i`,
    insurance: 'Assicurazione annullamento',
    total: 'Totale pagato',
    lookup: 'Ritrova la prenotazione quando vuoi con «La mia prenotazione», numero ed e-mail.',
  },
};

function euros(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100);
}

/** Subject and plain-text body of the confirmation e-mail. */
export function renderConfirmationEmail(facts: ConfirmationFacts): {
  subject: string;
  body: string;
} {
  const copy = COPY[languageOf(facts.locale)];
  const lines = [
    `${copy.hello} ${facts.firstName} ${facts.lastName},`,
    '',
    copy.intro,
    '',
    `${copy.booking}: ${facts.bookingNumber}`,
    `${copy.stay}: ${facts.packageLabel} — ${facts.hotelName}`,
    `${copy.dates}: ${facts.checkinDate} → ${facts.checkoutDate}`,
    copy.guests(facts.adults, facts.children, facts.babies),
  ];
  if (facts.insuranceCents !== null) {
    lines.push(`${copy.insurance}: ${euros(facts.insuranceCents, facts.locale)}`);
  }
  lines.push(`${copy.total}: ${euros(facts.totalCents, facts.locale)}`, '', copy.lookup);
  return {
    subject: copy.subject.replace('{number}', facts.bookingNumber),
    body: lines.join('\n'),
  };
}
