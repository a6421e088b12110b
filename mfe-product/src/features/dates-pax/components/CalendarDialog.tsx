import type { CalendarSelection } from '@shop/criteria';
import { PRODUCT_CALENDAR_MONTHS_PER_PAGE } from '@shop/criteria';
import CalendarPanel from '@shop/booking/calendar';
import { Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { LATER_NAMESPACE } from '../../../i18n-later';

export interface CalendarDialogProps {
  dates: CalendarSelection;
  hotel: { id: string; adult: number; child: number; baby: number; minisite?: string | undefined };
  mobile: boolean;
  onCommit: (dates: CalendarSelection) => void;
  onClose: () => void;
}

/**
 * §4.2: the hotel's calendar, one calendar for the whole shop (ADR 0030: @shop/booking): the
 * hotel's days with their prices, a check-in limiting the check-out to its possible nights.
 * Full screen on mobile, a centred dialog on desktop; loaded on first open.
 */
export default function CalendarDialog({
  dates,
  hotel,
  mobile,
  onCommit,
  onClose,
}: CalendarDialogProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  return (
    <Modal
      open
      variant="fullscreen"
      size="l"
      onClose={onClose}
      title={t('hotel.dates.title')}
      closeLabel={t('hotel.close')}
    >
      <CalendarPanel
        dates={dates}
        layout={mobile ? 'list' : 'pair'}
        onCommit={onCommit}
        onDone={onClose}
        hotel={hotel}
        monthsPerPage={PRODUCT_CALENDAR_MONTHS_PER_PAGE}
      />
    </Modal>
  );
}
