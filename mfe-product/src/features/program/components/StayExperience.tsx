import type { WeekendDetail } from '@shop/api-contract';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import styles from './Program.module.css';
import { Summary } from './Summary';

/**
 * PROD-015: the program's activities, each with its summary (cut at 250 characters), duration
 * and, for a dinner, its menu (also cut at 250 characters); PROD-077: the breakfast the package
 * includes, with its hours, what it offers and what to know.
 */
export function StayExperience({
  detail,
  headingId,
}: {
  detail: Pick<WeekendDetail, 'activities' | 'breakfast'>;
  headingId: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h2 id={headingId} className={styles.heading}>
        {t('stay.experience.title')}
      </h2>
      {detail.activities.length === 0 ? (
        <p>{t('stay.experience.none')}</p>
      ) : (
        <ul className={styles.activities}>
          {detail.activities.map((activity) => (
            <li key={activity.activityId} className={styles.activity}>
              <h3 className={styles.activityTitle}>{activity.title}</h3>
              {activity.durationMinutes ? (
                <p className={styles.duration}>
                  {t('stay.experience.duration', { count: activity.durationMinutes })}
                </p>
              ) : null}
              {activity.description ? <Summary text={activity.description} /> : null}
              {activity.menu ? (
                <div className={styles.menu}>
                  <h4 className={styles.menuTitle}>{t('stay.experience.menu')}</h4>
                  <Summary text={activity.menu} />
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {detail.breakfast ? <Breakfast breakfast={detail.breakfast} /> : null}
    </>
  );
}

function Breakfast({ breakfast }: { breakfast: NonNullable<WeekendDetail['breakfast']> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.activity} aria-labelledby="stay-breakfast" data-testid="breakfast">
      <h3 id="stay-breakfast" className={styles.activityTitle}>
        {breakfast.title}
      </h3>
      {breakfast.schedules.length > 0 ? (
        <p className={styles.duration}>
          {t('stay.experience.breakfastHours', { hours: breakfast.schedules.join(', ') })}
        </p>
      ) : null}
      {breakfast.detailList.length > 0 ? (
        <ul>
          {breakfast.detailList.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {breakfast.mustKnowList.length > 0 ? (
        <>
          <h4 className={styles.menuTitle}>{t('stay.experience.mustKnow')}</h4>
          <ul>
            {breakfast.mustKnowList.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
