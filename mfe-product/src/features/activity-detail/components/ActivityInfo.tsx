import type { Activity, ActivityOnlyDetail } from '@shop/api-contract';
import { Button } from '@shop/design-system';
import { truncateDescription } from '@shop/criteria';
import { useTranslation } from '@shop/i18n';
import { type ReactNode, useId, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import styles from './ActivityInfo.module.css';

/** PROD-073: a summary as shown: at most 250 characters until expanded. */
function Summary({ text }: { text: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const shown = truncateDescription(text, 'desktop', expanded);
  const long = truncateDescription(text, 'desktop', false).truncated;
  return (
    <>
      <p id={id} className={styles.text}>
        {shown.truncated ? `${shown.text}…` : shown.text}
      </p>
      {long ? (
        <Button
          variant="neutral"
          narrow
          aria-controls={id}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('activity.summary.less') : t('activity.summary.more')}
        </Button>
      ) : null}
    </>
  );
}

function ActivityItem({ activity }: { activity: Activity }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <li className={styles.activity} data-testid="activity-item">
      <h3 className={styles.activityTitle}>{activity.title}</h3>
      {activity.duration ? (
        <p className={styles.meta}>
          {t('activity.list.duration', { duration: activity.duration })}
        </p>
      ) : null}
      <Summary text={activity.description} />
      {activity.type === 'DINNER' && activity.menu ? (
        <>
          <h4 className={styles.menuTitle}>{t('activity.list.menu')}</h4>
          <Summary text={activity.menu} />
        </>
      ) : null}
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * PROD-066, PROD-072, PROD-073, PROD-074: the description, the activity list (each summary and
 * dinner menu cut at 250 characters), then schedules, locations, nice-to-know and important
 * information, each only when present, and the voucher's validity (12 months).
 */
export function ActivityInfo({ detail }: { detail: ActivityOnlyDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const important = detail.importantInformation.trim();
  return (
    <div className={styles.info}>
      {detail.description ? <p className={styles.description}>{detail.description}</p> : null}
      <p className={styles.validity}>
        {t('activity.validity', { count: detail.voucherValidityMonths })}
      </p>
      {detail.activities.length > 0 ? (
        <Section title={t('activity.list.title', { count: detail.activities.length })}>
          <ul className={styles.activities}>
            {detail.activities.map((activity) => (
              <ActivityItem key={activity.activityId} activity={activity} />
            ))}
          </ul>
        </Section>
      ) : null}
      {detail.schedules.length > 0 ? (
        <Section title={t('activity.schedules')}>
          <ul className={styles.list}>
            {detail.schedules.map((schedule) => (
              <li key={schedule}>{schedule}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {detail.locations.length > 0 ? (
        <Section title={t('activity.locations', { count: detail.locations.length })}>
          <ul className={styles.list}>
            {detail.locations.map((location) => (
              <li key={location.id}>
                <strong>{location.label}</strong>
                <br />
                <span>
                  {[location.address, `${location.zipCode} ${location.city}`.trim()]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {detail.niceToKnow.length > 0 ? (
        <Section title={t('activity.niceToKnow')}>
          <ul className={styles.list}>
            {detail.niceToKnow.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </Section>
      ) : null}
      {important ? (
        <Section title={t('activity.importantInformation')}>
          <p className={styles.text}>{important}</p>
        </Section>
      ) : null}
    </div>
  );
}
