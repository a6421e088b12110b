import { type AccountProfile, profileUpdateSchema } from '@shop/api-contract';
import { Alert, Button, PageSkeleton, TextField } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { type FormEvent, useState } from 'react';
import { safeParse } from 'zod/mini';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';
import { putProfile, useProfile } from '../api/account-data';
import { SectionProblem } from './SignedInOnly';

/** `/account/settings/profile`: name and phone number of the account (its e-mail is its key). */
export function Profile() {
  const profile = useProfile();
  if (profile.error) return <SectionProblem error={profile.error} />;
  if (!profile.data) return <PageSkeleton />;
  return <ProfileForm profile={profile.data} onSaved={(next) => void profile.mutate(next)} />;
}

function ProfileForm({
  profile,
  onSaved,
}: {
  profile: AccountProfile;
  onSaved: (profile: AccountProfile) => void;
}) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phoneNumber: profile.phoneNumber,
  });
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'invalid' | 'failed'>('idle');
  const field = (name: keyof typeof values, autoComplete: string) => (
    <TextField
      label={t(`customer.profile.${name}`)}
      autoComplete={autoComplete}
      maxLength={name === 'phoneNumber' ? 30 : 80}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!safeParse(profileUpdateSchema, values).success) {
      setState('invalid');
      return;
    }
    setState('saving');
    try {
      onSaved(await putProfile(values));
      setState('saved');
    } catch {
      setState('failed');
    }
  };
  return (
    <form
      aria-labelledby="account-profile"
      data-testid="account-profile"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="account-profile">{t('customer.profile.title')}</h2>
      <p>{t('customer.profile.email', { email: profile.email })}</p>
      {field('firstName', 'given-name')}
      {field('lastName', 'family-name')}
      {field('phoneNumber', 'tel')}
      {state === 'saved' ? <Alert tone="success">{t('customer.profile.saved')}</Alert> : null}
      {state === 'invalid' ? <Alert tone="error">{t('customer.profile.invalid')}</Alert> : null}
      {state === 'failed' ? <Alert tone="error">{t('customer.failed')}</Alert> : null}
      <Button type="submit" disabled={state === 'saving'}>
        {t('customer.profile.save')}
      </Button>
    </form>
  );
}
