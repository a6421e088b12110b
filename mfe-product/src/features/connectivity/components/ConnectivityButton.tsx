import type { WeekendDetail } from '@shop/api-contract';
import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useId, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './ConnectivityButton.module.css';

/**
 * PROD-014: the connectivity button "CM", only outside production (the environment of
 * @shop/platform): it shows how the hotel's stock is connected and its channel-manager id, for
 * the teams testing the offer.
 */
export function ConnectivityButton({
  detail,
}: {
  detail: Pick<WeekendDetail, 'connectivity' | 'channelManagerId'>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const production = usePlatform((state) => state.environment.production);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (production) return null;
  return (
    <div className={styles.cm}>
      <button
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('stay.cm.label')}
        onClick={() => setOpen((value) => !value)}
      >
        {t('stay.cm.button')}
      </button>
      <dl id={panelId} className={styles.panel} hidden={!open}>
        <dt>{t('stay.cm.connectivity')}</dt>
        <dd>{detail.connectivity}</dd>
        <dt>{t('stay.cm.channelManager')}</dt>
        <dd>{detail.channelManagerId ?? t('stay.cm.none')}</dd>
      </dl>
    </div>
  );
}
