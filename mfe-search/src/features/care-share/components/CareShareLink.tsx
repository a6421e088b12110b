import { Button, inputClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useId, useRef, useState } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import { useSearchSummary } from '../../../entities/search/hooks/use-search-summary';
import { shareableSearchUrl } from '../lib/share-url';
import styles from './CareShareLink.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Customer-care mode (spec §1, §6; BEY-015): the current search as a link on the public host, to
 * send to the shopper, with a copy button. Where the clipboard is refused the link is selected
 * for a manual copy.
 */
export default function CareShareLink() {
  const { t } = useTranslation(LATER_NAMESPACE);
  const location = usePlatform((state) => state.location);
  const publicHost = usePlatform((state) => state.publicHost);
  const url = shareableSearchUrl(location, publicHost, window.location.protocol);
  const [state, setState] = useState<{ url: string; copy: CopyState }>({ url, copy: 'idle' });
  const copy = state.url === url ? state.copy : 'idle';
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const summary = useSearchSummary();

  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setState({ url, copy: 'copied' });
    } catch {
      input.current?.focus();
      input.current?.select();
      setState({ url, copy: 'failed' });
    }
  };

  return (
    <section className={styles.share} aria-labelledby={`${inputId}-title`} data-testid="care-share">
      <h2 id={`${inputId}-title`} className={styles.title}>
        {t('careShare.title')}
      </h2>
      {/* BEY-015: the criteria the agent is looking at, as the shopper will see them. */}
      <p data-testid="care-criteria">
        {t('careShare.current')}:{' '}
        {[summary.destination, summary.dates, summary.theme, summary.guests]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className={styles.row}>
        <label htmlFor={inputId} className={styles.label}>
          {t('careShare.inputLabel')}
        </label>
        <input
          ref={input}
          id={inputId}
          className={`${inputClassName} ${styles.input}`}
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void onCopy()}>
          {t('careShare.copy')}
        </Button>
      </div>
      <p className={styles.status} role="status">
        {copy === 'copied'
          ? t('careShare.copied')
          : copy === 'failed'
            ? t('careShare.copyFailed')
            : ''}
      </p>
    </section>
  );
}
