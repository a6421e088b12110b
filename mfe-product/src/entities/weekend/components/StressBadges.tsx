import type { WeekendDetail } from '@shop/api-contract';
import { Badge } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { stressMessages, type StressMessage } from '../model/stress-messages';
import styles from './StressBadges.module.css';

function useMessageText() {
  const { t } = useTranslation(NAMESPACE);
  return (message: StressMessage): string => {
    switch (message.kind) {
      case 'lastMinute':
        return t('stay.badges.lastMinute');
      case 'roomsLeft':
        return t('stay.badges.roomsLeft', { count: message.count });
      case 'marketing':
        return t(`stay.badges.marketing.${message.label}`);
      case 'targeted':
        return t(`stay.badges.targeted.${message.label}`);
    }
  };
}

/** PROD-016: the stress badges of the product (at most 2 by default). */
export function StressBadges({
  detail,
}: {
  detail: Pick<
    WeekendDetail,
    'lastMinute' | 'availableRooms' | 'marketingLabels' | 'targetedLabel'
  >;
}) {
  const text = useMessageText();
  const messages = stressMessages(detail);
  if (messages.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {messages.map((message) => (
        <li key={message.kind === 'marketing' ? message.label : message.kind}>
          <Badge
            tone={
              message.kind === 'roomsLeft' || message.kind === 'lastMinute' ? 'warning' : 'brand'
            }
          >
            {text(message)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
