import { DEFAULT_SEARCH_CRITERIA, type HotelHash, type SearchCriteria } from '@shop/criteria';
import GuestsPanel from '@shop/booking/guests';
import { Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { LATER_NAMESPACE } from '../../../i18n-later';

export interface GuestsDialogProps {
  hash: HotelHash;
  onChange: (next: HotelHash) => void;
  onClose: () => void;
}

/**
 * CRIT-020..024: the shared guests steppers (ADR 0030) in a bottom sheet on mobile, a centred
 * dialog on desktop; loaded on first open. The panel reads and writes search criteria: the party
 * is all it touches.
 */
export default function GuestsDialog({ hash, onChange, onClose }: GuestsDialogProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const criteria: SearchCriteria = {
    ...DEFAULT_SEARCH_CRITERIA,
    a: hash.a,
    c: hash.c,
    b: hash.b,
    s: hash.s,
  };
  return (
    <Modal
      open
      variant="sheet"
      size="s"
      onClose={onClose}
      title={t('hotel.guests.title')}
      closeLabel={t('hotel.close')}
    >
      <GuestsPanel
        flow="booking"
        criteria={criteria}
        onCriteriaChange={(next) =>
          onChange({ ...hash, a: next.a, c: next.c, b: next.b, s: next.s, anchor: undefined })
        }
        onConfirm={onClose}
      />
    </Modal>
  );
}
