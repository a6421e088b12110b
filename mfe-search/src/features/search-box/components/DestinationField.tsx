import { type SearchCriteria, selectedDestination } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { lazy, Suspense, useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import { readRecentSearches } from '../hooks/use-recent-searches';
import { DestinationCombobox, labelOf } from './DestinationCombobox';
import styles from './SearchBox.module.css';

// Phones only: the full-screen dialog loads when first opened.
const DestinationDialog = lazy(() => import('./DestinationDialog'));

export interface DestinationFieldProps {
  criteria: SearchCriteria;
  onCriteriaChange: (next: SearchCriteria) => void;
  hideLabel?: boolean;
}

/**
 * SRCH-044: the destination selector: the combobox with its dropdown on desktop; on mobile a
 * field that opens a full-screen dialog with the same combobox.
 */
export function DestinationField({ criteria, onCriteriaChange, hideLabel }: DestinationFieldProps) {
  const mobile = useMediaQuery(MOBILE_QUERY);
  if (!mobile) {
    return (
      <DestinationCombobox
        criteria={criteria}
        onCriteriaChange={onCriteriaChange}
        hideLabel={hideLabel}
      />
    );
  }
  return <MobileDestinationField criteria={criteria} onCriteriaChange={onCriteriaChange} />;
}

function MobileDestinationField({
  criteria,
  onCriteriaChange,
}: Pick<DestinationFieldProps, 'criteria' | 'onCriteriaChange'>) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const [open, setOpen] = useState(false);
  // The dialog's code loads on first opening, and stays for the next ones.
  const [wanted, setWanted] = useState(false);
  // The last choice's label ("Travel locally!" has no recent search to name it).
  const [picked, setPicked] = useState('');
  // Focusing the input in the dialog clears the destination (SRCH-046): then none is shown.
  const hasDestination = selectedDestination(criteria) !== undefined || criteria.lat !== undefined;
  const label = hasDestination ? labelOf(criteria, readRecentSearches()) || picked : '';
  const value = label || t('searchBox.destination.placeholder');
  return (
    <div className={styles.field}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <span className={styles.triggerText}>
          <span className={styles.fieldLabel}>{t('searchBox.destination.label')}</span>
          <span className={styles.fieldValue}>{value}</span>
        </span>
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <DestinationDialog
            open={open}
            onClose={() => setOpen(false)}
            onPicked={setPicked}
            criteria={criteria}
            onCriteriaChange={onCriteriaChange}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
