import {
  changePax,
  changeParticipants,
  type Flow,
  PAX_BOUNDS,
  type PaxKey,
  paxFromHash,
  paxToHash,
  type SearchCriteria,
  searchParticipants,
} from '@shop/criteria';
import { Button, Stepper } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { BOOKING_NAMESPACE } from '../i18n';
import styles from './GuestsPanel.module.css';

export interface GuestsPanelProps {
  flow: Flow;
  criteria: SearchCriteria;
  onCriteriaChange: (next: SearchCriteria) => void;
  onConfirm: () => void;
}

const KEYS: readonly PaxKey[] = ['adult', 'child', 'baby'];

/**
 * CRIT-020..024: adults 1–20, children 0–10, babies 0–10 with their age bands; out-of-range
 * changes are ignored and s follows children and babies. The activity flow counts 1 or 2
 * participants.
 */
export default function GuestsPanel({
  flow,
  criteria,
  onCriteriaChange,
  onConfirm,
}: GuestsPanelProps) {
  const { t } = useTranslation(BOOKING_NAMESPACE);
  const pax = paxFromHash({ a: criteria.a, c: criteria.c, b: criteria.b });
  const participants = searchParticipants(pax.adult);

  const change = (key: PaxKey, value: number) =>
    onCriteriaChange({ ...criteria, ...paxToHash(changePax(pax, key, value)) });

  return (
    <div className={styles.guests}>
      {flow === 'activity' ? (
        <Stepper
          label={t('guests.participants')}
          description={t('guests.participantsHint')}
          value={participants.pax}
          min={participants.paxRange.min}
          max={participants.paxRange.max}
          decrementLabel={t('guests.removeParticipant')}
          incrementLabel={t('guests.addParticipant')}
          onChange={(value) => {
            const adult = changeParticipants(participants, value).pax;
            onCriteriaChange({ ...criteria, ...paxToHash({ adult, child: 0, baby: 0 }) });
          }}
        />
      ) : (
        KEYS.map((key) => (
          <Stepper
            key={key}
            label={t(`guests.${key}.label`)}
            description={t(`guests.${key}.hint`)}
            value={pax[key]}
            min={PAX_BOUNDS[key].min}
            max={PAX_BOUNDS[key].max}
            decrementLabel={t(`guests.${key}.remove`)}
            incrementLabel={t(`guests.${key}.add`)}
            onChange={(value) => change(key, value)}
          />
        ))
      )}
      <Button onClick={onConfirm}>{t('guests.confirm')}</Button>
    </div>
  );
}
