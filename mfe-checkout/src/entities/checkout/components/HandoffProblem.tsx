import { Alert, buttonClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, paths } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';

/** Why a checkout cannot go on; each has its message (summary.problems.*) and the way back. */
export type CheckoutProblem =
  | 'product'
  | 'dates'
  | 'past'
  | 'activityDates'
  | 'notBookable'
  | 'unavailable'
  | 'noOrder'
  /** A gift-voucher checkout without its number of nights (ADR 0072). */
  | 'giftNights';

/**
 * BEY-001: a stale or tampered hand-off address says what is wrong and leads back to the product
 * (or to the search when the address names no product).
 */
export function HandoffProblem({
  problem,
  productId,
  detail,
  back,
}: {
  problem: CheckoutProblem;
  productId: number | null;
  detail?: string | undefined;
  /** Another way back than the product (the payment step leads back to its summary). */
  back?: { to: string; label: string } | undefined;
}) {
  const { t } = useTranslation(NAMESPACE);
  const link = back ?? {
    to: productId === null ? paths.search() : paths.product(productId),
    label: productId === null ? t('problems.toSearch') : t('problems.toProduct'),
  };
  return (
    <div data-testid="checkout-problem">
      <Alert tone="warning" title={t(`problems.${problem}`)}>
        {detail ? <p>{detail}</p> : null}
      </Alert>
      <p>
        <Link to={link.to} className={buttonClassName()}>
          {link.label}
        </Link>
      </p>
    </div>
  );
}
