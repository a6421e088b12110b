import type { Locale } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import { renderSignInEmail } from '../account/account.service';
import { renderActivityVoucherEmail } from '../purchase/activity';
import {
  renderCancellationEmail,
  renderConfirmationEmail,
  renderGiftCardEmail,
  renderModificationEmail,
  type ConfirmationFacts,
} from '../purchase/email';
import { renderGiftVoucherEmail, type GiftVoucherFacts } from '../purchase/gift-voucher-order';
import { MAIL_BUNDLES, mailCopy, mailLanguage, type MailKey, type MailLanguage } from './copy';
const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );

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

describe('mailLanguage: which bundle an e-mail is written from', () => {
  it('a market locale reads its own bundle, the Belgian ones included', () => {
    expect(mailLanguage('fr_FR')).toBe('fr_FR');
    expect(mailLanguage('fr_BE')).toBe('fr_BE');
    expect(mailLanguage('nl_BE', 'nl')).toBe('nl_BE');
    expect(mailLanguage('it_IT', null)).toBe('it_IT');
  });

  it('?lng=en reads English whatever the market', () => {
    expect(mailLanguage('fr_BE', 'en')).toBe('en');
    expect(mailLanguage(undefined, 'en')).toBe('en');
  });

  it("a 2-letter language without its market reads the language's main market", () => {
    expect(mailLanguage(undefined, 'fr')).toBe('fr_FR');
    expect(mailLanguage(null, 'nl')).toBe('nl_NL');
    expect(mailLanguage(undefined, 'es')).toBe('es_ES');
    expect(mailLanguage(undefined, 'it')).toBe('it_IT');
    expect(mailLanguage('fr_BE', 'nl')).toBe('nl_NL');
  });
});

describe('mailCopy', () => {
  it("answers every key from the language's own bundle (no key falls back to English)", () => {
    for (const [language, bundle] of Object.entries(MAIL_BUNDLES)) {
      const t = mailCopy(language as MailLanguage);
      for (const key of keysOf(MAIL_BUNDLES.en) as MailKey[]) {
        const own = key.split('.').reduce<unknown>((node, part) => (node as never)[part], bundle);
        expect(typeof own).toBe('string');
        expect(t(key)).toBe(own);
      }
    }
  });

  it('fills placeholders with the values as written: plain text, nothing HTML-escaped', () => {
    const t = mailCopy('en');
    expect(t('giftCard.offers', { from: `O'Brien & <Co> "Ltd"`, amount: '€5' })).toBe(
      `O'Brien & <Co> "Ltd" offers you a gift card of €5.`,
    );
    // A value is not read as copy: no placeholder or nesting inside it is resolved.
    expect(t('giftCard.subject', { from: '{{amount}} $t(giftCard.hello) $1' })).toBe(
      '{{amount}} $t(giftCard.hello) $1 offers you a gift card',
    );
  });
});

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

  it('the sign-in link in es_ES', () => {
    const email = renderSignInEmail('es_ES', 'https://example.test/signin');
    expect(email).toEqual({
      subject: 'Tu enlace de acceso',
      body: [
        'Hola,',
        '',
        'Accede a tu cuenta con este enlace. Funciona una vez, durante 20 minutos:',
        'https://example.test/signin',
        '',
        'Si no lo has pedido, ignora este e-mail: nadie puede acceder sin él.',
      ].join('\n'),
    });
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
    expect(renderSignInEmail(mailLanguage('nl_BE'), 'https://example.test').subject).toBe(
      'Je inloglink',
    );
    expect(renderSignInEmail(mailLanguage('fr_BE'), 'https://example.test').subject).toBe(
      'Votre lien de connexion',
    );
  });

  it('?lng=en writes English copy with the market’s money format', () => {
    const email = confirmation('fr_BE', { language: 'en', insuranceCents: 1500 });
    expect(email.subject).toBe('Your booking 12345678 is confirmed');
    expect(email.body).toContain('Thank you! Your stay is booked and paid.');
    expect(email.body).toMatch(/Cancellation insurance: 15,00\s€/);
    expect(renderSignInEmail(mailLanguage('nl_BE', 'en'), 'https://example.test').subject).toBe(
      'Your sign-in link',
    );
  });
});
