import { Alert, Button, TextField } from '@shop/design-system';
import { CARE_PREFIX, paths, platformStore, usePlatform } from '@shop/platform';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@shop/i18n';
import { loginAgent } from './api/care-login';
import styles from './CareLogin.module.css';

/**
 * The customer-care login screen (SHELL-011, SHELL-015). `standalone` when it replaces the whole
 * page on the care host; otherwise it is the /cc-login route.
 */
export function CareLogin({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('shell');
  const careMode = usePlatform((state) => state.careMode);
  const agent = usePlatform((state) => state.agent);
  const publicHost = usePlatform((state) => state.publicHost);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();

  if (!careMode) {
    const careUrl = `${window.location.protocol}//${CARE_PREFIX}${publicHost}${paths.careLogin()}`;
    return (
      <div className={styles.wrapper}>
        <div className={styles.card}>
          <h1>{t('care.loginTitle')}</h1>
          <p>{t('care.useCareHost')}</p>
          <a href={careUrl}>{t('care.openCareHost')}</a>
        </div>
      </div>
    );
  }

  if (agent && !standalone) {
    return (
      <div className={styles.wrapper}>
        <Alert tone="success" title={t('care.signedInAs', { name: agent.name })} />
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email || !password) {
      setError(t('care.missingFields'));
      return;
    }
    setBusy(true);
    const result = await loginAgent(email, password);
    setBusy(false);
    if (result.ok) {
      platformStore.setState({ agent: result.agent });
      if (!standalone) void navigate(paths.home());
    } else {
      const messages = {
        credentials: t('care.invalidCredentials'),
        throttled: t('care.throttled'),
        unavailable: t('care.unavailable'),
      } as const;
      setError(messages[result.reason]);
    }
  }

  const Wrapper = standalone ? 'main' : 'div';
  return (
    <Wrapper className={styles.wrapper}>
      <form
        className={styles.card}
        onSubmit={submit}
        noValidate
        aria-describedby={error ? 'care-error' : undefined}
      >
        <h1>{t('care.loginTitle')}</h1>
        <p>{t('care.loginIntro')}</p>
        <TextField
          label={t('care.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <TextField
          label={t('care.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        {error && (
          <div id="care-error">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {t('care.signIn')}
        </Button>
      </form>
    </Wrapper>
  );
}

export default CareLogin;
