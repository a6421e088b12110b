import { Button, Modal, TextField } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { type FormEvent, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './PaymentStep.module.css';

/** BEY-001: the bank's strong-customer-authentication step: a 6-digit code, 3 attempts. */
export function ChallengeDialog({
  open,
  attemptsLeft,
  wrongCode,
  checking,
  onSubmit,
  onClose,
}: {
  open: boolean;
  attemptsLeft: number;
  wrongCode: boolean;
  checking: boolean;
  onSubmit: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(code.trim());
    setCode('');
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('challenge.title')}
      closeLabel={t('challenge.close')}
      closeOnBackdropClick={false}
    >
      <form className={styles.form} noValidate onSubmit={submit} data-testid="challenge">
        <p>{t('challenge.text')}</p>
        <TextField
          label={t('challenge.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={
            invalid
              ? t('challenge.format')
              : wrongCode
                ? t('challenge.wrong', { count: attemptsLeft })
                : undefined
          }
        />
        <Button type="submit" disabled={checking} aria-busy={checking}>
          {t('challenge.submit')}
        </Button>
      </form>
    </Modal>
  );
}
