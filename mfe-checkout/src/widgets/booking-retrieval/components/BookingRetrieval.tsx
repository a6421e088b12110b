import type {
  ApiRequestError,
  CancellationResponse,
  ModificationResponse,
} from '@shop/api-contract';
import { Alert, Button } from '@shop/design-system';
import { formatDate, formatPrice, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { Suspense, lazy, useState } from 'react';
import { BookingSummary } from '../../../entities/booking/components/BookingSummary';
import {
  type BookingProof,
  useOrderLookup,
} from '../../../features/booking-lookup/api/lookup-order';
import { BookingLookupForm } from '../../../features/booking-lookup/components/BookingLookupForm';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';
import styles from './BookingRetrieval.module.css';

const ModifyBooking = lazy(
  () => import('../../../features/booking-modification/components/ModifyBooking'),
);

const CancelBooking = lazy(
  () => import('../../../features/booking-cancellation/components/CancelBooking'),
);

const lookupProblem = (error: unknown): 'notFound' | 'tooMany' | 'failed' => {
  const status = (error as Partial<ApiRequestError> | undefined)?.status;
  // 400 too: a pair the API refuses to read is as unknown as a wrong one (nothing revealed).
  if (status === 404 || status === 400) return 'notFound';
  return status === 429 ? 'tooMany' : 'failed';
};

export interface BookingRetrievalProps {
  initialBookingNumber?: string;
}

/**
 * BEY-003: "Check my booking": the booking number and e-mail open the booking (one neutral
 * message for any wrong pair), its breakdown and documents; CHK-027..031: its modification.
 * A care agent (BEY-015) looks a booking up by its number alone.
 */
export function BookingRetrieval({ initialBookingNumber }: BookingRetrievalProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const tag = usePlatform((state) => state.locale).replace('_', '-');
  const agent = usePlatform((state) => (state.careMode ? state.agent : null));
  // BEY-015: the care panel hands the booking number over; the agent's session is the proof.
  const [proof, setProof] = useState<BookingProof | null>(
    agent && initialBookingNumber ? { bookingNumber: initialBookingNumber, email: '' } : null,
  );
  const [modifying, setModifying] = useState(false);
  const [modified, setModified] = useState<ModificationResponse | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const [cancelled, setCancelled] = useState<CancellationResponse | null>(null);
  const lookup = useOrderLookup(proof);
  const order = proof ? lookup.data : undefined;

  const onModified = (result: ModificationResponse) => {
    setModifying(false);
    setModified(result);
    void lookup.mutate();
  };
  const onCancelled = (result: CancellationResponse) => {
    setCancelling(false);
    setCancelled(result);
    void lookup.mutate();
  };
  const price = (cents: number) => formatPrice(cents, tag);

  return (
    <div className={styles.retrieval}>
      <BookingLookupForm
        busy={lookup.isLoading}
        emailOptional={agent !== null}
        initialBookingNumber={initialBookingNumber}
        onLookup={(next) => {
          setProof(next);
          setModifying(false);
          setModified(null);
          setCancelling(false);
          setCancelled(null);
        }}
      />
      <div aria-live="polite">
        {proof && lookup.error && !lookup.isLoading && (
          <Alert tone="error">{t(`account.lookup.problems.${lookupProblem(lookup.error)}`)}</Alert>
        )}
      </div>
      {proof && order && (
        <>
          {modified && (
            <Alert tone="success">
              {t('account.modify.applied')}
              {modified.amountRefunded > 0 &&
                ` ${t('account.modify.refunded', { amount: price(modified.amountRefunded) })}`}
              {modified.amountPaid > 0 &&
                ` ${t('account.modify.paid', { amount: price(modified.amountPaid) })}`}
            </Alert>
          )}
          {cancelled && (
            <Alert tone="success">
              {t('account.cancel.done')}
              {cancelled.amountRefunded > 0 &&
                ` ${t('account.modify.refunded', { amount: price(cancelled.amountRefunded) })}`}
            </Alert>
          )}
          <BookingSummary order={order} />
          {order.stay && order.status === 'confirmed' && (
            <section aria-labelledby="booking-change" className={styles.change}>
              <h3 id="booking-change">{t('account.booking.change')}</h3>
              {order.modificationConditions.isModifiable ? (
                <>
                  {order.modificationConditions.modifiableUntil && (
                    <p>
                      {t('account.booking.modifiableUntil', {
                        date: formatDate(order.modificationConditions.modifiableUntil, tag),
                      })}
                    </p>
                  )}
                </>
              ) : (
                <p>{t('account.booking.notModifiable')}</p>
              )}
              {order.cancellationTerms && !order.cancellationTerms.isCancellable && (
                <p>{t('account.cancel.notCancellable')}</p>
              )}
              <div className={styles.actions}>
                {order.modificationConditions.isModifiable && !modifying && (
                  <Button
                    variant="secondary"
                    onClick={() => {
                      setModifying(true);
                      setCancelling(false);
                    }}
                  >
                    {t('account.booking.modify')}
                  </Button>
                )}
                {order.cancellationTerms?.isCancellable && !cancelling && (
                  <Button
                    variant="neutral"
                    onClick={() => {
                      setCancelling(true);
                      setModifying(false);
                    }}
                  >
                    {t('account.cancel.open')}
                  </Button>
                )}
              </div>
            </section>
          )}
          {(modifying || cancelling) && (
            <Suspense fallback={<p role="status">{t('account.lookup.searching')}</p>}>
              {modifying && (
                <ModifyBooking
                  order={order}
                  proof={proof}
                  onModified={onModified}
                  onClose={() => setModifying(false)}
                />
              )}
              {cancelling && (
                <CancelBooking
                  order={order}
                  proof={proof}
                  onCancelled={onCancelled}
                  onClose={() => setCancelling(false)}
                />
              )}
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
