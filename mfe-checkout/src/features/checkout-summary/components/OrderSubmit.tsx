import { Alert, Button } from '@shop/design-system';
import { formatPrice, useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';
import type { PlaceOrderState } from '../hooks/use-place-order';

/**
 * BEY-001: the voucher checkouts' submit: a changed total (the server's) shown and confirmed, a
 * refused order said, the button busy while the order is placed.
 */
export function OrderSubmit({
  state,
  totalCents,
  tag,
}: {
  state: PlaceOrderState;
  totalCents: number;
  tag: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {state.status === 'priceChanged' ? (
        <Alert tone="warning" title={t('summary.priceChanged.title')}>
          <p data-testid="new-total">
            {t('summary.priceChanged.text', {
              previous: formatPrice(state.previousTotal, tag),
              total: formatPrice(totalCents, tag),
            })}
          </p>
        </Alert>
      ) : null}
      {state.status === 'failed' || state.status === 'notBookable' ? (
        <Alert tone="error">{t('summary.orderFailed')}</Alert>
      ) : null}
      <Button
        type="submit"
        disabled={state.status === 'pending'}
        aria-busy={state.status === 'pending'}
      >
        {state.status === 'priceChanged'
          ? t('summary.confirmNewTotal', { total: formatPrice(totalCents, tag) })
          : t('summary.continue')}
      </Button>
    </>
  );
}
