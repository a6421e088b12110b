import { cancellationLabel } from '@shop/criteria';
import { formatDate, useTranslation } from '@shop/i18n';
import { lazy, Suspense, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { cancellationTerms, cardPolicy, type CancellableCard } from './card-rules';
import styles from './StayCard.module.css';

// The conditions modal opens on demand: not part of the first render (search budget).
const CancellationModal = lazy(() => import('./CancellationModal'));

export interface CardCancellationProps {
  /** A stay or activity card (SRCH-053). */
  card: CancellableCard;
  /** Dates chosen in the search (CRIT-085). */
  hasDates: boolean;
  formatTag: string;
}

/**
 * SRCH-053, CRIT-085, CRIT-086: the card's cancellation terms: the label (add your travel dates;
 * cancellable with a partial refund until {date}; non-exchangeable and non-refundable) and, for a
 * cancellable offer, a button opening the cancellation-conditions modal (focus returns to it).
 */
export function CardCancellation({ card, hasDates, formatTag }: CardCancellationProps) {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const label = cancellationLabel(hasDates, cardPolicy(card));
  const terms = cancellationTerms(card, hasDates ? (card.checkin ?? undefined) : undefined);
  return (
    <div className={styles.cancellation}>
      <p className={styles.meta}>
        {label.kind === 'cancellableUntil'
          ? t('results.card.cancellation.cancellableUntil', {
              date: formatDate(label.deadline.slice(0, 10), formatTag),
            })
          : t(`results.card.cancellation.${label.kind}`)}
      </p>
      {terms ? (
        <button
          type="button"
          className={styles.textButton}
          aria-haspopup="dialog"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
        >
          {t('cards.cancellation.open')}
        </button>
      ) : null}
      {terms && loaded ? (
        <Suspense fallback={null}>
          <CancellationModal
            open={open}
            onClose={() => setOpen(false)}
            terms={terms}
            formatTag={formatTag}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
