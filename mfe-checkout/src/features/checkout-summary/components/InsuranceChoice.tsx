import { Alert, RadioGroup } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';
import type { InsuranceChoice as Choice, InsuranceState } from '../lib/insurance';
import styles from './BookingSummary.module.css';

/**
 * CHK-034, CHK-035, CHK-037: the flexible option (+0, false) or the cancellation insurance (true,
 * refund in under 72h, over 25 cases covered); required ("Please choose an option"); a failed
 * quote says "Oops, something went wrong" and leaves the flexible option.
 */
export function InsuranceChoice({
  state,
  onChange,
  missing,
}: {
  state: InsuranceState;
  onChange: (choice: Choice) => void;
  missing: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  const insurance = state.offers.find((offer) => offer.id === 'CANCELLATION_INSURANCE');
  const options = [
    {
      value: 'flexible' as const,
      label: t('insurance.flexible', { price: formatPrice(0, tag) }),
      description: t('insurance.flexibleText'),
    },
    ...(insurance && !state.error
      ? [
          {
            value: 'insurance' as const,
            label: t('insurance.insurance', { price: formatPrice(insurance.sellPrice, tag) }),
            description: t('insurance.insuranceText', {
              hours: insurance.cancellationPolicy.refundWithinHours ?? 72,
              cases: insurance.cancellationPolicy.coveredCases ?? 25,
            }),
          },
        ]
      : []),
  ];
  const value =
    state.hasInsurance === undefined ? undefined : state.hasInsurance ? 'insurance' : 'flexible';
  return (
    <section className={styles.section} data-testid="insurance-choice" aria-busy={state.fetching}>
      {state.error ? <Alert tone="error">{t('insurance.error')}</Alert> : null}
      <RadioGroup
        legend={t('insurance.title')}
        options={options}
        value={value}
        onChange={(next) => onChange(next === 'insurance')}
      />
      {missing ? (
        <p className={styles.error} role="alert">
          {t('insurance.required')}
        </p>
      ) : null}
    </section>
  );
}
