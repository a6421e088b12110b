import type { Quote, WeekendDetail } from '@shop/api-contract';
import { cancellationLabel } from '@shop/criteria';
import { formatDate, formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import type { StayHandoff } from '../../../entities/checkout/lib/handoff';
import { useFormatTag } from '../../../lib/use-format-tag';
import styles from './BookingSummary.module.css';

const MEAL_TYPES = new Set(['DINNER', 'BREAKFAST', 'LUNCH', 'HALF_BOARD', 'FULL_BOARD']);

/**
 * BEY-006: the standard pre-contract information of a package (EU package travel directive)
 * before a stay with activities is booked: dates and nights, accommodation and its category,
 * meals, included activities, the total price with all fees, the payment schedule, cancellation
 * rights, the trader's identity and the insurance.
 */
export function PackageInformation({
  stay,
  quote,
  weekend,
  total,
  instalmentsOffered,
}: {
  stay: StayHandoff;
  quote: Quote;
  weekend: WeekendDetail | undefined;
  /** What the shopper pays the shop, cents. */
  total: number;
  instalmentsOffered: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const meals = quote.programLineList.filter((line) => MEAL_TYPES.has(line.type));
  const activities = weekend?.activities ?? [];
  const policy = quote.cancellationPolicy;
  const cancellation = cancellationLabel(true, {
    ...policy,
    cancellationDeadline: policy.cancellationDeadline ?? undefined,
    cancellableUntil: policy.cancellableUntil ?? undefined,
    message: policy.message ?? undefined,
  });
  const localTaxAtHotel = quote.localTax.toBePaidAtHotel && quote.localTaxTotalAmount > 0;
  return (
    <details className={styles.section} data-testid="package-information">
      <summary>
        <h2 className={styles.inline}>{t('package.title')}</h2>
      </summary>
      <p>{t('package.intro')}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('package.dates')}</dt>
          <dd>
            {t('stay.datesValue', {
              checkin: formatDate(stay.checkin, tag),
              checkout: formatDate(stay.checkout, tag),
            })}{' '}
            ({t('stay.nights', { count: stay.nights })})
          </dd>
        </div>
        <div>
          <dt>{t('package.accommodation')}</dt>
          <dd>
            {weekend
              ? t('package.accommodationValue', {
                  hotel: weekend.hotel.label,
                  address: `${weekend.hotel.address}, ${weekend.hotel.zipCode} ${weekend.hotel.city}`,
                  count: weekend.hotel.stars,
                })
              : '—'}
            {weekend?.room ? ` — ${weekend.room.label}` : ''}
          </dd>
        </div>
        <div>
          <dt>{t('package.meals')}</dt>
          <dd>
            {meals.length > 0 ? meals.map((line) => line.title).join(', ') : t('package.noMeals')}
          </dd>
        </div>
        <div>
          <dt>{t('package.activities')}</dt>
          <dd>
            {activities.length > 0
              ? activities.map((activity) => activity.title).join(', ')
              : t('package.noActivities')}
          </dd>
        </div>
        <div>
          <dt>{t('package.price')}</dt>
          <dd>
            {t('package.priceValue', { total: formatPrice(total, tag) })}
            {localTaxAtHotel
              ? ` ${t('package.localTax', { amount: formatPrice(quote.localTaxTotalAmount, tag) })}`
              : ''}
          </dd>
        </div>
        <div>
          <dt>{t('package.schedule')}</dt>
          <dd>
            {instalmentsOffered ? t('package.scheduleInstalments') : t('package.scheduleFull')}
          </dd>
        </div>
        <div>
          <dt>{t('package.cancellation')}</dt>
          <dd>
            {cancellation.kind === 'cancellableUntil'
              ? t('package.cancellableUntil', {
                  date: formatDate(cancellation.deadline.slice(0, 10), tag),
                })
              : t('package.nonRefundable')}{' '}
            {t('package.rights')}
          </dd>
        </div>
        <div>
          <dt>{t('package.trader')}</dt>
          <dd>{t('package.traderValue')}</dd>
        </div>
        <div>
          <dt>{t('package.insurance')}</dt>
          <dd>{t('package.insuranceValue')}</dd>
        </div>
      </dl>
    </details>
  );
}
