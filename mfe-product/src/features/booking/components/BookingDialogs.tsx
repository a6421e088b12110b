import {
  DEFAULT_SEARCH_CRITERIA,
  PRODUCT_CALENDAR_MONTHS_PER_PAGE,
  type CalendarSelection,
} from '@shop/criteria';
import type { ProductCalendarRequest } from '@shop/booking/product-availability';
import { Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense } from 'react';
import { NAMESPACE } from '../../../i18n';

// ADR 0030: the one calendar and guests panel, from @shop/booking, loaded on first open.
const CalendarPanel = lazy(() => import('@shop/booking/calendar'));
const GuestsPanel = lazy(() => import('@shop/booking/guests'));

export interface CalendarDialogProps {
  open: boolean;
  onClose: () => void;
  mobile: boolean;
  dates: CalendarSelection;
  product: ProductCalendarRequest;
  onCommit: (dates: CalendarSelection) => void;
}

/**
 * PROD-018..022: the product's calendar in a dialog (focus trapped and restored): two months a
 * page on desktop, a list growing 4 months at a time on mobile (full screen).
 */
export function CalendarDialog({
  open,
  onClose,
  mobile,
  dates,
  product,
  onCommit,
}: CalendarDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant={mobile ? 'fullscreen' : 'center'}
      size="l"
      title={t('booking.dates.title')}
      closeLabel={t('booking.close')}
    >
      {open ? (
        <Suspense fallback={null}>
          <CalendarPanel
            dates={dates}
            layout={mobile ? 'list' : 'pair'}
            onCommit={onCommit}
            onDone={onClose}
            product={product}
            monthsPerPage={PRODUCT_CALENDAR_MONTHS_PER_PAGE}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}

export interface GuestsDialogProps {
  open: boolean;
  onClose: () => void;
  mobile: boolean;
  pax: { a: number; c: number; b: number };
  onChange: (pax: { a: number; c: number; b: number }) => void;
}

/** PROD-019: the party, with the shared guests panel (adults 1–20, children and babies 0–10). */
export function GuestsDialog({ open, onClose, mobile, pax, onChange }: GuestsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant={mobile ? 'sheet' : 'center'}
      size="s"
      title={t('booking.guests.title')}
      closeLabel={t('booking.close')}
    >
      {open ? (
        <Suspense fallback={null}>
          <GuestsPanel
            flow="booking"
            criteria={{ ...DEFAULT_SEARCH_CRITERIA, ...pax }}
            onCriteriaChange={(next) => onChange({ a: next.a, c: next.c, b: next.b })}
            onConfirm={onClose}
          />
        </Suspense>
      ) : null}
    </Modal>
  );
}
