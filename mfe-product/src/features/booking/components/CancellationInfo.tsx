import type { CancellationPolicy } from '@shop/api-contract';
import { cancellationConditions, cancellationLabel, type IsoDate } from '@shop/criteria';
import { Modal } from '@shop/design-system';
import { formatDate, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './ProductBooking.module.css';

/**
 * PROD-040: the cancellation label (CRIT-085): no dates → add your travel dates; cancellable with
 * a deadline → modifiable or partially refundable until the deadline; else non-exchangeable and
 * non-refundable. A cancellable stay opens the conditions modal (CRIT-086).
 */
export function CancellationInfo({
  checkin,
  policy,
}: {
  checkin: IsoDate | undefined;
  policy: CancellationPolicy | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((s) => s.language);
  const locale = usePlatform((s) => s.locale);
  const tag = formattingLocale(language, locale);
  const [open, setOpen] = useState(false);
  // The contract's nulls are the criteria model's absent fields (CRIT-087).
  const model = policy && {
    ...policy,
    cancellationDeadline: policy.cancellationDeadline ?? undefined,
    cancellableUntil: policy.cancellableUntil ?? undefined,
    message: policy.message ?? undefined,
  };
  const label = cancellationLabel(checkin !== undefined, model);
  const conditions = checkin ? cancellationConditions(model, checkin) : undefined;
  const day = (value: string) => formatDate(value.slice(0, 10), tag);
  return (
    <section aria-labelledby="booking-cancellation">
      <h3 id="booking-cancellation">{t('booking.cancellation.title')}</h3>
      <p className={styles.muted} data-testid="cancellation-label">
        {label.kind === 'addTravelDates'
          ? t('booking.cancellation.addTravelDates')
          : label.kind === 'cancellableUntil'
            ? t('booking.cancellation.cancellableUntil', { date: day(label.deadline) })
            : t('booking.cancellation.nonRefundable')}
      </p>
      {conditions ? (
        <>
          <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
            {t('booking.cancellation.conditions')}
          </button>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title={t('booking.cancellation.conditions')}
            closeLabel={t('booking.close')}
          >
            <ul>
              <li>
                {t('booking.cancellation.partialRefund', {
                  percent: conditions.refundPercent,
                  date: day(conditions.deadline),
                })}
              </li>
              <li>
                {t('booking.cancellation.freeModification', { date: day(conditions.deadline) })}
              </li>
              <li>{t('booking.cancellation.noRefund', { date: day(conditions.noRefundFrom) })}</li>
            </ul>
          </Modal>
        </>
      ) : null}
    </section>
  );
}
