import { truncateSummary } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { useId, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './Program.module.css';

/** PROD-015: an activity or dinner summary, cut at 250 characters with "Read more". */
export function Summary({ text }: { text: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const shown = truncateSummary(text, expanded);
  const toggles = truncateSummary(text).truncated;
  return (
    <div>
      <p id={id} className={styles.summary}>
        {shown.truncated ? `${shown.text}…` : shown.text}
      </p>
      {toggles ? (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('stay.experience.readLess') : t('stay.experience.readMore')}
        </button>
      ) : null}
    </div>
  );
}
