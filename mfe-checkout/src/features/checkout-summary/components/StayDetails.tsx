import type { Quote, WeekendDetail } from '@shop/api-contract';
import { activityIdOf, activityDateOf } from '@shop/criteria';
import { formatDate, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import type { StayHandoff } from '../../../entities/checkout/lib/handoff';
import { useFormatTag } from '../../../lib/use-format-tag';
import styles from './BookingSummary.module.css';

/** BEY-001: the stay: offer and hotel, dates and nights, rooms, guests, programme, activity days. */
export function StayDetails({
  stay,
  quote,
  weekend,
}: {
  stay: StayHandoff;
  quote: Quote;
  weekend: WeekendDetail | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const titleOf = (activityId: string) =>
    weekend?.activities.find((activity) => activity.activityId === activityId)?.title ?? activityId;
  return (
    <section className={styles.section} aria-labelledby="stay-details" data-testid="stay-details">
      <h2 id="stay-details">{weekend?.label ?? t('stay.title')}</h2>
      {weekend ? (
        <p>
          {t('stay.hotel', {
            hotel: weekend.hotel.label,
            city: weekend.hotel.city,
            count: weekend.hotel.stars,
          })}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('stay.dates')}</dt>
          <dd>
            {t('stay.datesValue', {
              checkin: formatDate(stay.checkin, tag),
              checkout: formatDate(stay.checkout, tag),
            })}{' '}
            ({t('stay.nights', { count: stay.nights })})
          </dd>
        </div>
        <div>
          <dt>{t('stay.rooms')}</dt>
          <dd>{t('stay.roomsValue', { count: quote.priceInfo?.nbRooms ?? 1 })}</dd>
        </div>
        <div>
          <dt>{t('stay.guests')}</dt>
          <dd>
            {[
              t('stay.adults', { count: stay.adults }),
              stay.children > 0 ? t('stay.children', { count: stay.children }) : null,
              stay.babies > 0 ? t('stay.babies', { count: stay.babies }) : null,
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </div>
      </dl>
      {quote.programLineList.length > 0 ? (
        <>
          <h3>{t('stay.programme')}</h3>
          <ul>
            {quote.programLineList.map((line, index) => (
              <li key={`${line.type}-${index}`}>{line.title}</li>
            ))}
          </ul>
        </>
      ) : null}
      {stay.activitySelections.length > 0 ? (
        <>
          <h3>{t('stay.activityDates')}</h3>
          <ul>
            {stay.activitySelections.map((selection) => (
              <li key={selection}>
                {t('stay.activityOn', {
                  activity: titleOf(activityIdOf(selection)),
                  date: formatDate(activityDateOf(selection) ?? stay.checkin, tag),
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
