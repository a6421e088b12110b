import type { EligiblePaymentMethod } from '@shop/api-contract';
import { formatDate, formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import { useFormatTag } from '../../../lib/use-format-tag';

/**
 * CHK-018, CHK-019, CHK-023: the payment-eligibility message: pay later on its date, and each
 * instalment plan with its amounts and dates (the fee on the first).
 */
export function PaymentEligibility({ methods }: { methods: readonly EligiblePaymentMethod[] }) {
  const { t } = useTranslation(NAMESPACE);
  const tag = useFormatTag();
  if (methods.length === 0) return null;
  return (
    <section aria-labelledby="payment-eligibility" data-testid="payment-eligibility">
      <h2 id="payment-eligibility">{t('eligibility.title')}</h2>
      <ul>
        {methods.map((method) => (
          <li key={method.type}>
            <p>
              {method.type === 'deferred'
                ? t('eligibility.deferred', {
                    amount: formatPrice(method.instalments[0]?.amount ?? 0, tag),
                    date: formatDate(method.instalments[0]?.date ?? '', tag),
                  })
                : t('eligibility.instalments', { count: method.instalments.length })}
            </p>
            {method.type !== 'deferred' ? (
              <ol>
                {method.instalments.map((instalment, index) => (
                  <li key={instalment.date}>
                    {t(
                      index === 0 && method.paymentFee > 0
                        ? 'eligibility.firstWithFee'
                        : 'eligibility.instalment',
                      {
                        amount: formatPrice(instalment.amount, tag),
                        date: formatDate(instalment.date, tag),
                        fee: formatPrice(method.paymentFee, tag),
                      },
                    )}
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
