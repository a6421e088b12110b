import type { ActivityDateChoice } from '@shop/criteria';
import { RadioGroup } from '@shop/design-system';
import { formatDate, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import styles from './ProductBooking.module.css';

export interface ActivityDatesPickerProps {
  choices: readonly ActivityDateChoice[];
  selections: readonly string[];
  /** Activities flagged after a Book without their day (PROD-033). */
  missing: readonly string[];
  onChoose: (selection: string) => void;
}

/**
 * PROD-033: one day choice per activity with several dates, from the API's activityDates; a new
 * choice replaces the earlier one of the same activity (CRIT-028); the missing ones are flagged.
 */
export function ActivityDatesPicker({
  choices,
  selections,
  missing,
  onChoose,
}: ActivityDatesPickerProps) {
  const { t } = useTranslation(NAMESPACE);
  const language = usePlatform((s) => s.language);
  const locale = usePlatform((s) => s.locale);
  const tag = formattingLocale(language, locale);
  const withChoices = choices.filter((choice) => choice.dates.length > 0);
  if (withChoices.length === 0) return null;
  return (
    <section aria-labelledby="booking-activity-dates">
      <h3 id="booking-activity-dates">{t('booking.activities.title')}</h3>
      {withChoices.map((choice) => {
        const flagged = missing.includes(choice.activityId);
        const value = choice.dates.find((option) => selections.includes(option.value))?.value;
        return (
          <div
            key={choice.activityId}
            className={flagged ? styles.missing : undefined}
            data-missing={flagged ? 'true' : undefined}
          >
            <RadioGroup
              legend={t('booking.activities.legend', { title: choice.title })}
              name={`activity-${choice.activityId}`}
              options={choice.dates.map((option) => ({
                value: option.value,
                label: formatDate(option.date, tag),
              }))}
              value={value}
              onChange={onChoose}
              orientation="horizontal"
              className={styles.activity}
            />
            {flagged ? <p className={styles.error}>{t('booking.activities.missing')}</p> : null}
          </div>
        );
      })}
    </section>
  );
}
