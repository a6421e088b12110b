import {
  ApiRequestError,
  type ModificationQuoteResponse,
  type ModificationResponse,
  type OrderSummary,
} from '@shop/api-contract';
import { toIsoDate } from '@shop/criteria';
import { Alert, Button, Checkbox, TextField } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { type FormEvent, useState } from 'react';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';
import { applyModification } from '../api/apply-modification';
import { confirmPayment } from '../api/confirm-payment';
import { quoteModification } from '../api/quote-modification';
import {
  draftOf,
  type ModificationDraft,
  newIdempotencyKey,
  quoteRequestOf,
} from '../lib/modification-form';
import styles from './ModifyBooking.module.css';

export interface ModifyBookingProps {
  order: OrderSummary;
  /** What proved the booking is the visitor's: sent again with the modification. */
  proof: { bookingNumber: string; email: string };
  /** The modification is applied: read the booking again. */
  onModified: (result: ModificationResponse) => void;
  onClose: () => void;
}

type Problem =
  'invalidDate' | 'notBookable' | 'priceChanged' | 'paymentFailed' | 'tooMany' | 'failed' | 'card';

function problemOf(error: unknown, step: 'quote' | 'pay'): Problem {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.code === 'AMOUNT_MISMATCH') return 'priceChanged';
  if (error.code === 'PAYMENT_FAILED') return 'paymentFailed';
  if (error.code === 'TOO_MANY_REQUESTS') return 'tooMany';
  if (step === 'quote' && ['NOT_BOOKABLE', 'CONFLICT', 'BAD_REQUEST'].includes(error.code))
    return 'notBookable';
  return 'failed';
}

const EMPTY_CARD = { number: '', expiry: '', cvc: '' };

/** The card as the API reads it, or null while a field is incomplete. */
function cardOf(card: typeof EMPTY_CARD) {
  const number = card.number.replace(/[\s-]/g, '');
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!/^\d{12,19}$/.test(number) || !expiry || !/^\d{3,4}$/.test(card.cvc)) return null;
  const month = Number(expiry[1]);
  if (month < 1 || month > 12) return null;
  return { number, expiryMonth: month, expiryYear: 2000 + Number(expiry[2]), cvc: card.cvc };
}

/**
 * CHK-027..031: moving a booking to another arrival day or other travellers. The server quotes
 * the amount to pay (or to refund) under the order's modification conditions; the difference is
 * paid by card through the sandbox (with its challenge step) or refunded to what paid.
 */
export default function ModifyBooking({ order, proof, onModified, onClose }: ModifyBookingProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const tag = usePlatform((state) => state.locale).replace('_', '-');
  const price = (cents: number) => formatPrice(cents, tag);
  const stay = order.stay;
  const [draft, setDraft] = useState<ModificationDraft | null>(
    stay ? draftOf(stay, order.insurance !== null) : null,
  );
  const [quote, setQuote] = useState<ModificationQuoteResponse | null>(null);
  const [card, setCard] = useState(EMPTY_CARD);
  const [key, setKey] = useState(newIdempotencyKey);
  const [intent, setIntent] = useState<{ id: string; attemptsLeft: number } | null>(null);
  const [code, setCode] = useState('');
  const [pending, setPending] = useState<ModificationResponse | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  if (!stay || !draft) return null;

  const edit = (change: Partial<ModificationDraft>) => {
    setDraft({ ...draft, ...change });
    setQuote(null);
    setIntent(null);
    setProblem(null);
  };

  const run = async (step: 'quote' | 'pay', work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      const found = problemOf(error, step);
      setProblem(found);
      if (found === 'priceChanged') setQuote(null);
      if (found === 'paymentFailed' || found === 'priceChanged') setKey(newIdempotencyKey());
    } finally {
      setBusy(false);
    }
  };

  const askQuote = (event: FormEvent) => {
    event.preventDefault();
    const request = quoteRequestOf(stay, draft, toIsoDate(new Date()));
    if (!request) return setProblem('invalidDate');
    void run('quote', async () => setQuote(await quoteModification(order.orderUUID, request)));
  };

  const pay = (event: FormEvent) => {
    event.preventDefault();
    const request = quoteRequestOf(stay, draft, toIsoDate(new Date()));
    if (!quote || !request) return;
    const paidCard = quote.amountToPay > 0 ? cardOf(card) : null;
    if (quote.amountToPay > 0 && !paidCard) return setProblem('card');
    void run('pay', async () => {
      const result = await applyModification(
        {
          ...request,
          bookingNumber: proof.bookingNumber,
          email: proof.email || undefined,
          expectedAmount: quote.amountToPay,
          payment: paidCard ? { paymentMethod: 'card', card: paidCard } : null,
        },
        key,
      );
      if (result.status === 'applied') return onModified(result);
      if (result.status === 'failed' || !result.payment?.challenge) {
        setKey(newIdempotencyKey());
        return setProblem('paymentFailed');
      }
      setPending(result);
      setIntent({
        id: result.payment.paymentIntentId,
        attemptsLeft: result.payment.challenge.attemptsLeft,
      });
    });
  };

  const answerChallenge = (event: FormEvent) => {
    event.preventDefault();
    if (!intent || !pending || !/^\d{6}$/.test(code)) return;
    void run('pay', async () => {
      const payment = await confirmPayment(intent.id, code);
      setCode('');
      if (payment.status === 'succeeded') {
        return onModified({ ...pending, status: 'applied', payment, amountPaid: payment.amount });
      }
      if (payment.status === 'requires_action' && payment.challenge) {
        return setIntent({ id: intent.id, attemptsLeft: payment.challenge.attemptsLeft });
      }
      setIntent(null);
      setPending(null);
      setKey(newIdempotencyKey());
      setProblem('paymentFailed');
    });
  };

  const count = (field: 'adults' | 'children' | 'babies', min: number, max: number) => (
    <TextField
      label={t(`account.modify.${field}`)}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      value={String(draft[field])}
      onChange={(event) => edit({ [field]: Math.trunc(Number(event.target.value)) })}
    />
  );

  return (
    <section className={styles.modify} aria-labelledby="modify-title">
      <h3 id="modify-title">{t('account.modify.title')}</h3>
      <form className={styles.form} onSubmit={askQuote} noValidate>
        <TextField
          label={t('account.modify.checkin')}
          type="date"
          value={draft.checkinDate}
          onChange={(event) => edit({ checkinDate: event.target.value })}
          error={problem === 'invalidDate' ? t('account.modify.invalidDate') : undefined}
        />
        <div className={styles.pax}>
          {count('adults', 1, 20)}
          {count('children', 0, 10)}
          {count('babies', 0, 10)}
        </div>
        {order.insurance && (
          <Checkbox
            label={t('account.modify.insurance')}
            checked={draft.insurance}
            onChange={(event) => edit({ insurance: event.target.checked })}
          />
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            {t('account.modify.quote')}
          </Button>
          <Button variant="neutral" onClick={onClose}>
            {t('account.modify.close')}
          </Button>
        </div>
      </form>

      {problem && problem !== 'invalidDate' && (
        <Alert tone="error">{t(`account.modify.problems.${problem}`)}</Alert>
      )}

      {quote && !intent && (
        <form
          className={styles.form}
          onSubmit={pay}
          noValidate
          aria-label={t('account.modify.title')}
        >
          <dl className={styles.quote} data-testid="modification-quote">
            <dt>{t('account.modify.newPrice')}</dt>
            <dd>{price(quote.newPrice)}</dd>
            {quote.insuranceAmount > 0 && (
              <>
                <dt>{t('account.booking.insurance')}</dt>
                <dd>{price(quote.insuranceAmount)}</dd>
              </>
            )}
            <dt>{t('account.modify.amountToPay')}</dt>
            <dd data-testid="amount-to-pay">{price(quote.amountToPay)}</dd>
            {quote.amountToRefund > 0 && (
              <>
                <dt>{t('account.modify.amountToRefund')}</dt>
                <dd data-testid="amount-to-refund">{price(quote.amountToRefund)}</dd>
              </>
            )}
          </dl>
          {quote.amountToPay > 0 && (
            <fieldset className={styles.card}>
              <legend>{t('account.modify.card')}</legend>
              <TextField
                label={t('account.modify.cardNumber')}
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
                value={card.number}
                onChange={(event) => setCard({ ...card, number: event.target.value })}
              />
              <TextField
                label={t('account.modify.expiry')}
                autoComplete="cc-exp"
                placeholder="MM/YY"
                maxLength={7}
                value={card.expiry}
                onChange={(event) => setCard({ ...card, expiry: event.target.value })}
              />
              <TextField
                label={t('account.modify.cvc')}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={4}
                value={card.cvc}
                onChange={(event) => setCard({ ...card, cvc: event.target.value })}
              />
            </fieldset>
          )}
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {quote.amountToPay > 0
              ? t('account.modify.pay', { amount: price(quote.amountToPay) })
              : t('account.modify.confirm')}
          </Button>
        </form>
      )}

      {intent && (
        <form className={styles.form} onSubmit={answerChallenge} noValidate>
          <TextField
            label={t('account.modify.challenge')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          />
          <p role="status">{t('account.modify.attemptsLeft', { count: intent.attemptsLeft })}</p>
          <Button type="submit" disabled={busy || code.length !== 6}>
            {t('account.modify.validate')}
          </Button>
        </form>
      )}
    </section>
  );
}
