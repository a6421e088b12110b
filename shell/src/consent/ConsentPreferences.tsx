import { Button, Checkbox, Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { closeConsentPreferences, saveConsent, useConsent } from '@shop/platform';
import { useState } from 'react';
import { SHELL_LATER_NAMESPACE } from '../i18n-later';
import styles from './Consent.module.css';

/** BEY-004: the choice per purpose (opened from the banner or the footer's "Cookie settings"). */
export default function ConsentPreferences() {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const choice = useConsent((state) => state.choice);
  const [analytics, setAnalytics] = useState(choice?.analytics ?? false);
  const [ads, setAds] = useState(choice?.ads ?? false);
  return (
    <Modal
      open
      onClose={closeConsentPreferences}
      title={t('consent.title')}
      closeLabel={t('close')}
      footer={
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => void saveConsent({ analytics: false, ads: false })}
          >
            {t('consent.rejectAll')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void saveConsent({ analytics: true, ads: true })}
          >
            {t('consent.acceptAll')}
          </Button>
          <Button onClick={() => void saveConsent({ analytics, ads })}>{t('consent.save')}</Button>
        </div>
      }
    >
      <p>{t('consent.intro')}</p>
      <Checkbox
        label={t('consent.necessary')}
        description={t('consent.necessaryText')}
        checked
        disabled
      />
      <Checkbox
        label={t('consent.analytics')}
        description={t('consent.analyticsText')}
        checked={analytics}
        onChange={(event) => setAnalytics(event.target.checked)}
      />
      <Checkbox
        label={t('consent.ads')}
        description={t('consent.adsText')}
        checked={ads}
        onChange={(event) => setAds(event.target.checked)}
      />
    </Modal>
  );
}
