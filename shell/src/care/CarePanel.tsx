import { platformStore, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import styles from '../header/Header.module.css';
import { logoutAgent } from './api/care-logout';

/** SHELL-051: the agent panel shown on every page in customer-care mode. */
export function CarePanel() {
  const { t } = useTranslation('shell');
  const agent = usePlatform((state) => state.agent);
  if (!agent) return null;
  return (
    <div className={styles.care} data-testid="care-panel">
      <div className={styles.careBar}>
        <strong>{t('care.mode')}</strong>
        <span>{t('care.signedInAs', { name: agent.name })}</span>
        <button
          type="button"
          onClick={async () => {
            await logoutAgent();
            platformStore.setState({ agent: null });
          }}
        >
          {t('care.signOut')}
        </button>
      </div>
    </div>
  );
}

export default CarePanel;
