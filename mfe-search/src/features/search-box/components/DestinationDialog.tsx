import { Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { LATER_NAMESPACE } from '../../../i18n';
import { DestinationCombobox, type DestinationComboboxProps } from './DestinationCombobox';

export interface DestinationDialogProps extends Pick<
  DestinationComboboxProps,
  'criteria' | 'onCriteriaChange'
> {
  open: boolean;
  onClose: () => void;
  /** A destination was chosen: its label. */
  onPicked: (label: string) => void;
}

/**
 * SRCH-044: the destination selector on mobile, a full-screen dialog (loaded on first open) with
 * the same combobox: suggestions grouped by category, "Travel locally!" and Recent Searches
 * (SRCH-045), arrows, Enter and Escape (SRCH-046..048). The dialog traps the focus and gives it
 * back to the field that opened it.
 */
export default function DestinationDialog({
  open,
  onClose,
  onPicked,
  criteria,
  onCriteriaChange,
}: DestinationDialogProps) {
  const { t } = useTranslation(LATER_NAMESPACE);
  return (
    <Modal
      open={open}
      onClose={onClose}
      variant="fullscreen"
      title={t('searchBox.destination.title')}
      closeLabel={t('searchBox.close')}
    >
      <DestinationCombobox
        criteria={criteria}
        onCriteriaChange={onCriteriaChange}
        inDialog
        onDismiss={onClose}
        onPicked={(label) => {
          onPicked(label);
          onClose();
        }}
      />
    </Modal>
  );
}
