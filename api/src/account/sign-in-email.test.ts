import { describe, expect, it } from '@jest/globals';
import { mailLanguage } from '../mail/copy';
import { renderSignInEmail } from './account.service';

// The sign-in e-mail written from its market's copy bundle (api/src/mail/locales, ADR 0106).
describe("the sign-in e-mail in the shopper's language", () => {
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

  it('the Belgian markets read their language; ?lng=en reads English', () => {
    expect(renderSignInEmail(mailLanguage('nl_BE'), 'https://example.test').subject).toBe(
      'Je inloglink',
    );
    expect(renderSignInEmail(mailLanguage('fr_BE'), 'https://example.test').subject).toBe(
      'Votre lien de connexion',
    );
    expect(renderSignInEmail(mailLanguage('nl_BE', 'en'), 'https://example.test').subject).toBe(
      'Your sign-in link',
    );
  });
});
