import { formatDate, useTranslation } from '@shop/i18n';
import { Modal } from '@shop/design-system';
import { LATER_NAMESPACE } from '../../../i18n';
import type { CancellationTerms } from './card-rules';
import styles from './StayCard.module.css';

export interface CancellationModalProps {
  open: boolean;
  onClose: () => void;
  terms: CancellationTerms;
  formatTag: string;
}

/**
 * CRIT-086: the cancellation-conditions modal, loaded on first open: a partial refund of 80% of
 * each night's amount until the deadline; free modification until the deadline (the difference
 * refunded if the new stay is cheaper, paid if dearer); no refund from check-in. With dates the
 * deadline and check-in are dates; without, the deadline is in days before check-in.
 */
export default function CancellationModal({
  open,
  onClose,
  terms,
  formatTag,
}: CancellationModalProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const percent = terms.refundPercent;
  let lines: string[];
  if (terms.kind === 'dated') {
    const date = formatDate(terms.deadline.slice(0, 10), formatTag);
    lines = [
      t('cards.cancellation.refundDate', { percent, date }),
      t('cards.cancellation.modifyDate', { date }),
      t('cards.cancellation.noRefundDate', {
        date: formatDate(terms.noRefundFrom.slice(0, 10), formatTag),
      }),
    ];
  } else if (terms.kind === 'daysBefore') {
    lines = [
      t('cards.cancellation.refundDays', { percent, count: terms.days }),
      t('cards.cancellation.modifyDays', { count: terms.days }),
      t('cards.cancellation.noRefund'),
    ];
  } else {
    lines = [
      t('cards.cancellation.refundDeadline', { percent }),
      t('cards.cancellation.modifyDeadline'),
      t('cards.cancellation.noRefund'),
    ];
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('cards.cancellation.title')}
      closeLabel={t('cards.close')}
      size="s"
    >
      <ul className={styles.terms}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Modal>
  );
}
