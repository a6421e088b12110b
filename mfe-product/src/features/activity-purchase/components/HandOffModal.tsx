import { Badge, Button, Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import type { HandOffMode } from '../lib/hand-off';
import styles from './HandOffModal.module.css';

export interface HandOffModalProps {
  mode: HandOffMode;
  label: string;
  pax: number;
  onClose: () => void;
  onContinue: () => void;
}

/**
 * CHK-004, CHK-005: the hand-off dialog, a bottom sheet on mobile and a centred box on desktop,
 * on the digital format (instant reception by e-mail). Its title follows the mode; closing
 * (button, Escape, backdrop) resets the mode to closed. Loaded on first open.
 */
export default function HandOffModal({ mode, label, pax, onClose, onContinue }: HandOffModalProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Modal
      open={mode !== 'closed'}
      onClose={onClose}
      variant="sheet"
      size="s"
      title={mode === 'gift' ? t('activity.handOff.giftTitle') : t('activity.handOff.ownUseTitle')}
      closeLabel={t('activity.handOff.close')}
      footer={<Button onClick={onContinue}>{t('activity.handOff.continue')}</Button>}
    >
      <div className={styles.body} data-testid="hand-off" data-mode={mode}>
        <p className={styles.product}>
          {label} · {t('activity.price.peopleCount', { count: pax })}
        </p>
        <div className={styles.format}>
          <p className={styles.formatName}>{t('activity.handOff.digital')}</p>
          <p className={styles.formatText}>{t('activity.handOff.digitalText')}</p>
          <Badge tone="success">{t('activity.handOff.ecological')}</Badge>
        </div>
      </div>
    </Modal>
  );
}
