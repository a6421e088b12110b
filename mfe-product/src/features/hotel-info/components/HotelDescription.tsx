import { truncateDescription, type Viewport } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { useId, useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n-later';
import styles from './HotelInfo.module.css';

/**
 * §2.4, CRIT-096: the description toggles between truncated (250 characters on desktop, 86 on
 * mobile) and full on click; a short one shows whole with no toggle.
 */
export function HotelDescription({ text, viewport }: { text: string; viewport: Viewport }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const shown = truncateDescription(text, viewport, expanded);
  const canToggle = expanded || shown.truncated;
  return (
    <div className={styles.description}>
      <p id={id}>
        {shown.text}
        {shown.truncated ? '…' : null}
      </p>
      {canToggle ? (
        <button
          type="button"
          className={styles.linkButton}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('hotel.about.readLess') : t('hotel.about.readMore')}
        </button>
      ) : null}
    </div>
  );
}
