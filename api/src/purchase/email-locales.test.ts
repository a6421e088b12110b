import type { Locale } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import { renderActivityVoucherEmail } from './activity';
import {
  renderCancellationEmail,
  renderConfirmationEmail,
  renderGiftCardEmail,
  renderModificationEmail,
  type ConfirmationFacts,
} from './email';
import { renderGiftVoucherEmail, type GiftVoucherFacts } from './gift-voucher-order';

// The purchase e-mails written from their market's copy bundle (api/src/mail/locales, ADR 0106).

const stay = {
  packageLabel: 'Spa weekend',
  hotelName: 'Hotel Lux',
  checkinDate: '2026-05-01',
  checkoutDate: '2026-05-03',
  adults: 2,
  children: 1,
  babies: 0,
};

const confirmation = (locale: Locale, extra: Partial<ConfirmationFacts> = {}) =>
  renderConfirmationEmail({
    locale,
    bookingNumber: '12345678',
    firstName: 'Camille',
    lastName: 'Martin',
    stay,
    giftCards: [],
    totalCents: 32000,
    insuranceCents: null,
    ...extra,
  });

const giftVoucher = (locale: Locale, extra: Partial<GiftVoucherFacts> = {}) =>
  renderGiftVoucherEmail({
    locale,
    bookingNumber: '12345678',
    buyerName: 'Camille Martin',
    code: 'GV-AAAA',
    packageLabel: 'Spa weekend',
    hotelName: 'Hotel Lux',
    nights: 2,
    adults: 2,
    format: 'DIGITAL',
    fromName: 'Camille',
    message: '',
    expiresOn: '2027-03-10',
    totalCents: 12000,
    ...extra,
  });

const snapshot = { checkinDate: '2026-05-01', checkoutDate: '2026-05-03', children: 0, babies: 0 };

describe('each e-mail is written from the bundle of its market', () => {
  it('the confirmation in es_ES', () => {
    const email = confirmation('es_ES', { bookingLink: 'https://example.test/b' });
    expect(email.subject).toBe('Tu reserva 12345678 está confirmada');
    expect(email.body.split('\n')).toEqual(
      expect.arrayContaining([
        'Hola Camille Martin,',
        '¡Gracias! Tu estancia está reservada y pagada.',
        'Estancia: Spa weekend — Hotel Lux',
        '2 adulto(s), 1 niño(s), 0 bebé(s)',
        'Ver tu reserva: https://example.test/b',
      ]),
    );
  });

  it('the gift card in it_IT', () => {
    const email = renderGiftCardEmail({
      locale: 'it_IT',
      serialNumber: 'GC-1',
      amountCents: 5000,
      expiresOn: '2027-03-10',
      designName: 'Stelle',
      fromName: 'Giulia',
      recipientName: 'Marco',
      message: 'Buon viaggio',
    });
    expect(email.subject).toBe('Giulia ti regala una carta regalo');
    expect(email.body).toMatch(/^Ciao Marco,\n\nGiulia ti regala una carta regalo da 50,00\s€\.$/m);
    expect(email.body).toContain('Valida fino al: 2027-03-10');
  });

  it('the modification in nl_NL', () => {
    const email = renderModificationEmail({
      locale: 'nl_NL',
      bookingNumber: '12345678',
      firstName: 'Sanne',
      lastName: 'de Vries',
      packageLabel: 'Spa weekend',
      hotelName: 'Hotel Lux',
      before: { ...snapshot, adults: 2 } as never,
      after: { ...snapshot, adults: 3 } as never,
      paidCents: 1000,
      refundedCents: 0,
      totalCents: 40000,
    });
    expect(email.subject).toBe('Je boeking 12345678 is gewijzigd');
    expect(email.body).toContain(
      "Nu: 2026-05-01 → 2026-05-03, 3 volwassene(n), 0 kind(eren), 0 baby('s)",
    );
    expect(email.body).toMatch(/Betaald voor de wijziging: €\s10,00/);
  });

  it('the cancellation in fr_FR', () => {
    const email = renderCancellationEmail({
      locale: 'fr_FR',
      bookingNumber: '12345678',
      firstName: 'Camille',
      lastName: 'Martin',
      packageLabel: 'Spa weekend',
      hotelName: 'Hotel Lux',
      checkinDate: '2026-05-01',
      checkoutDate: '2026-05-03',
      refundedCents: 0,
    });
    expect(email.subject).toBe('Votre réservation 12345678 a été annulée');
    expect(email.body).toContain(
      'Aucun remboursement n’est dû selon les conditions de votre réservation.',
    );
  });

  it('the activity voucher in it_IT', () => {
    const email = renderActivityVoucherEmail({
      language: 'it',
      locale: 'it_IT',
      firstName: 'Giulia',
      bookingNumber: '12345678',
      label: 'Degustazione',
      adults: 2,
      amountCents: 9900,
      code: 'ACT-AAAA',
      validUntil: '2027-03-10',
    });
    expect(email.subject).toBe('Il tuo buono attività ACT-AAAA');
    expect(email.body).toContain('Per 2 adulto/i');
    expect(email.body).toContain('Codice del buono: ACT-AAAA');
  });

  it('the gift voucher in es_ES', () => {
    const email = giftVoucher('es_ES', { format: 'PHYSICAL', message: 'Disfruta' });
    expect(email.subject).toBe('Tu bono regalo (pedido 12345678)');
    expect(email.body).toContain('Regalo: Spa weekend — Hotel Lux');
    expect(email.body).toContain('2 noche(s) para 2 personas');
    expect(email.body).toContain('Un mensaje de Camille:\n> Disfruta');
    expect(email.body).toContain('Válido 1 año, hasta el 2027-03-10');
  });

  it('the Belgian markets read their language: fr_BE French, nl_BE Dutch', () => {
    expect(confirmation('fr_BE').subject).toBe('Votre réservation 12345678 est confirmée');
    expect(confirmation('fr_BE').body).toMatch(/Total payé: 320,00\s€/);
    expect(confirmation('nl_BE').subject).toBe('Je boeking 12345678 is bevestigd');
    expect(giftVoucher('nl_BE').body).toContain('Digitale bon: hier is hij, klaar om te printen.');
  });

  it('?lng=en writes English copy with the market’s money format', () => {
    const email = confirmation('fr_BE', { language: 'en', insuranceCents: 1500 });
    expect(email.subject).toBe('Your booking 12345678 is confirmed');
    expect(email.body).toContain('Thank you! Your stay is booked and paid.');
    expect(email.body).toMatch(/Cancellation insurance: 15,00\s€/);
  });
});
