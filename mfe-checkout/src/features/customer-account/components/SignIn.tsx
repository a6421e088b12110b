import { ApiRequestError, signInLinkRequestSchema } from '@shop/api-contract';
import { Alert, Button, TextField } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { navigate, usePlatform } from '@shop/platform';
import { refreshAccount } from '@shop/platform/account';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { safeParse } from 'zod/mini';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';
import { postSignIn, postSignInLink } from '../api/sign-in';

type State =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; email: string }
  | { status: 'invalid' }
  | { status: 'tooMany' }
  | { status: 'failed' }
  | { status: 'signingIn' }
  | { status: 'linkRefused' };

/** Only a path of this site (never `//host` or a scheme) is a place to come back to. */
const safeOrigin = (value: string | null) =>
  value && /^\/(?![/\\])/.test(value) ? value : '/account/trips';

/**
 * `/account/signin?origin=…` (ADR 0046): the e-mail address gets a one-time link (no password);
 * the link comes back here with `?token=`, which is spent once: the session cookies are set and
 * the customer goes on to `origin`.
 */
export function SignIn() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const search = usePlatform((state) => state.location.search);
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const query = new URLSearchParams(search);
  const token = query.get('token');
  const origin = safeOrigin(query.get('origin'));
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>(token ? { status: 'signingIn' } : { status: 'idle' });
  const spent = useRef(false);

  useEffect(() => {
    if (!token || spent.current) return;
    spent.current = true;
    postSignIn(token).then(
      (answer) => {
        refreshAccount();
        navigate(safeOrigin(answer.origin));
      },
      () => setState({ status: 'linkRefused' }),
    );
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = {
      email: email.trim(),
      locale,
      origin,
      ...(language === 'en' ? { lng: 'en' as const } : {}),
    };
    if (!safeParse(signInLinkRequestSchema, request).success) {
      setState({ status: 'invalid' });
      return;
    }
    setState({ status: 'sending' });
    try {
      await postSignInLink(request);
      setState({ status: 'sent', email: request.email });
    } catch (error) {
      const tooMany = error instanceof ApiRequestError && error.status === 429;
      setState({ status: tooMany ? 'tooMany' : 'failed' });
    }
  };

  if (state.status === 'signingIn') return <p role="status">{t('customer.signin.signingIn')}</p>;
  return (
    <section aria-labelledby="account-sign-in" data-testid="account-sign-in">
      <h2 id="account-sign-in">{t('customer.signin.title')}</h2>
      {state.status === 'linkRefused' ? (
        <Alert tone="warning">{t('customer.signin.linkRefused')}</Alert>
      ) : null}
      {state.status === 'sent' ? (
        <Alert tone="success" title={t('customer.signin.sentTitle')}>
          <p>{t('customer.signin.sent', { email: state.email })}</p>
        </Alert>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('customer.signin.intro')}</p>
          <TextField
            label={t('customer.signin.email')}
            type="email"
            autoComplete="email"
            value={email}
            maxLength={254}
            onChange={(event) => setEmail(event.target.value)}
            error={state.status === 'invalid' ? t('customer.signin.invalid') : undefined}
          />
          {state.status === 'tooMany' ? (
            <Alert tone="error">{t('customer.signin.tooMany')}</Alert>
          ) : null}
          {state.status === 'failed' ? <Alert tone="error">{t('customer.failed')}</Alert> : null}
          <Button type="submit" disabled={state.status === 'sending'}>
            {t('customer.signin.send')}
          </Button>
        </form>
      )}
    </section>
  );
}
