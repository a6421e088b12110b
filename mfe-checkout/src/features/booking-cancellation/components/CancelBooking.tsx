import { ApiRequestError, type CancellationResponse, type OrderSummary } from '@shop/api-contract';
import { Alert, Button } from '@shop/design-system';
import { formatDate, formatPrice, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useState } from 'react';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';
import { cancelBooking } from '../api/cancel-booking';
import styles from './CancelBooking.module.css';

export interface CancelBookingProps {
  order: OrderSummary;
  proof: { bookingNumber: string; email: string };
  onCancelled: (result: CancellationResponse) => void;
  onClose: () => void;
}

type Problem = 'refundChanged' | 'notAllowed' | 'tooMany' | 'failed';

function problemOf(error: unknown): Problem {
  if (!(error instanceof ApiRequestError)) return 'failed';
  if (error.code === 'AMOUNT_MISMATCH') return 'refundChanged';
  if (error.code === 'CONFLICT') return 'notAllowed';
  return error.code === 'TOO_MANY_REQUESTS' ? 'tooMany' : 'failed';
}

/**
 * ADR 0055: cancelling where the terms allow (spec §4.9), the refund shown before the customer
 * confirms; the server checks the refund it computes is the one shown.
 */
export default function CancelBooking({ order, proof, onCancelled, onClose }: CancelBookingProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const tag = usePlatform((state) => state.locale).replace('_', '-');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const terms = order.cancellationTerms;
  if (!terms?.isCancellable) return null;

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onCancelled(
        await cancelBooking({
          bookingNumber: proof.bookingNumber,
          email: proof.email || undefined,
          expectedRefund: terms.refundAmount,
        }),
      );
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.cancel} aria-labelledby="cancel-title">
      <h3 id="cancel-title">{t('account.cancel.title')}</h3>
      <p data-testid="cancellation-refund">
        {t('account.cancel.terms', {
          amount: formatPrice(terms.refundAmount, tag),
          percent: terms.refundPercent,
        })}
      </p>
      {problem && <Alert tone="error">{t(`account.cancel.problems.${problem}`)}</Alert>}
      <div className={styles.actions}>
        <Button onClick={confirm} disabled={busy} aria-busy={busy || undefined}>
          {t('account.cancel.confirm')}
        </Button>
        <Button variant="neutral" onClick={onClose}>
          {t('account.cancel.keep')}
        </Button>
      </div>
      {terms.cancellableUntil && (
        <p>{t('account.cancel.until', { date: formatDate(terms.cancellableUntil, tag) })}</p>
      )}
    </section>
  );
}
