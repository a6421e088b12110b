import type { ProductFlow } from '@shop/criteria';
import { ToggleButton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './ProductBooking.module.css';

/** PROD-012: switches between "Gift without dates" and "Book with dates". */
export function FlowSwitch({
  flow,
  onChange,
}: {
  flow: ProductFlow;
  onChange: (flow: ProductFlow) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div role="group" aria-label={t('booking.flow.legend')} className={styles.badges}>
      <ToggleButton pressed={flow === 'booking'} onClick={() => onChange('booking')}>
        {t('booking.flow.book')}
      </ToggleButton>
      <ToggleButton pressed={flow === 'gifting'} onClick={() => onChange('gifting')}>
        {t('booking.flow.gift')}
      </ToggleButton>
    </div>
  );
}
