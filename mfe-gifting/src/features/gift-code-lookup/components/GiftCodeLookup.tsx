import type { GiftCodeLookupResponse } from '@shop/api-contract';
import { Alert, Button, buttonClassName, TextField } from '@shop/design-system';
import { formatDate, formatPrice, useTranslation } from '@shop/i18n';
import { Link, paths, shellQueryOf, usePlatform } from '@shop/platform';
import { rememberGiftCode } from '@shop/platform/gift-handoff';
import { type FormEvent, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';
import { lookupGiftCode } from '../api/lookup-gift-code';
import { type LookupState, problemOf, typedCode } from '../lib/lookup-state';
import styles from './GiftCodeLookup.module.css';

/**
 * Issue 13 item 5 (SHELL-038): the beneficiary enters a voucher or gift-card code and sees what it
 * is, what it is worth and until when; a valid gift card leads to a stay or an activity, the code
 * kept in the tab for the payment step, which applies it (ADR 0077). Used-up, expired and
 * unknown codes each say so; the API limits look-ups per client (ADR 0076).
 */
export function GiftCodeLookup() {
  const { t } = useTranslation(NAMESPACE);
  const [code, setCode] = useState('');
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const inFlight = useRef(false);
  const result = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const typed = typedCode(code);
    if (typed === '') {
      setState({ status: 'failed', problem: 'required' });
      return;
    }
    inFlight.current = true;
    setState({ status: 'checking' });
    try {
      const gift = await lookupGiftCode(typed);
      setState({ status: 'found', gift, code: typed });
    } catch (error) {
      setState({ status: 'failed', problem: problemOf(error) });
    } finally {
      inFlight.current = false;
      result.current?.focus();
    }
  };
  const checking = state.status === 'checking';
  const fieldError =
    state.status === 'failed' && (state.problem === 'required' || state.problem === 'unknown')
      ? t(`beneficiary.problems.${state.problem}`)
      : undefined;
  return (
    <div className={styles.lookup}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label={t('beneficiary.code')}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <p className={styles.hint}>{t('beneficiary.codeHint')}</p>
        <Button type="submit" disabled={checking} aria-busy={checking}>
          {t('beneficiary.check')}
        </Button>
      </form>
      <div ref={result} tabIndex={-1} aria-live="polite" data-testid="gift-code-result">
        {state.status === 'failed' &&
        (state.problem === 'tooMany' || state.problem === 'offline') ? (
          <Alert tone="error">{t(`beneficiary.problems.${state.problem}`)}</Alert>
        ) : null}
        {state.status === 'found' ? <GiftFound gift={state.gift} code={state.code} /> : null}
      </div>
    </div>
  );
}

function GiftFound({ gift, code }: { gift: GiftCodeLookupResponse; code: string }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const search = usePlatform((state) => state.location.search);
  const until = formatDate(gift.expiresOn, tag);
  const query = shellQueryOf(search);
  // SHELL-054: no activity search to suggest with the activity-only toggle off.
  const activitySearch = usePlatform((state) => state.flags.activityOnly);
  const title =
    gift.kind === 'giftCard'
      ? t('beneficiary.giftCard.title', { code: gift.maskedCode })
      : t('beneficiary.giftVoucher.title', { code: gift.maskedCode });

  if (gift.status === 'expired') {
    return (
      <Alert tone="warning" title={title}>
        <p>{t('beneficiary.expired', { date: until })}</p>
        <p>{t('beneficiary.expiredHelp')}</p>
      </Alert>
    );
  }
  if (gift.status === 'usedUp') {
    return (
      <Alert tone="warning" title={title}>
        <p>{t(`beneficiary.usedUp.${gift.kind}`)}</p>
      </Alert>
    );
  }
  const keep = () => rememberGiftCode(code);
  return (
    <Alert tone="success" title={title}>
      {gift.kind === 'giftCard' ? (
        <>
          <p data-testid="gift-worth">
            {t('beneficiary.giftCard.worth', {
              balance: formatPrice(gift.balance, tag),
              date: until,
            })}
          </p>
          {gift.balance < gift.amount ? (
            <p>{t('beneficiary.giftCard.of', { amount: formatPrice(gift.amount, tag) })}</p>
          ) : null}
          <p>{t('beneficiary.giftCard.how')}</p>
        </>
      ) : (
        <p data-testid="gift-worth">
          {t('beneficiary.giftVoucher.worth', {
            count: gift.nights,
            adults: gift.adults,
            date: until,
          })}
        </p>
      )}
      <p className={styles.actions}>
        <Link
          to={
            gift.kind === 'giftVoucher' && gift.productId !== null
              ? paths.product(gift.productId, query)
              : paths.search(query)
          }
          className={buttonClassName()}
          onClick={keep}
        >
          {t('beneficiary.bookStay')}
        </Link>
        {gift.kind === 'giftCard' && activitySearch ? (
          <Link
            to={paths.activitySearch(query)}
            className={buttonClassName({ variant: 'secondary' })}
            onClick={keep}
          >
            {t('beneficiary.bookActivity')}
          </Link>
        ) : null}
      </p>
    </Alert>
  );
}
