import { Alert, buttonClassName } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { Link, paths, usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';
import { productIdOf } from '../../../entities/checkout/lib/handoff';

/**
 * CHK-006: /checkout/activity/{id}#id=…&a=… (customType=OWN_USE for oneself). The order call does
 * not sell activity vouchers yet (issue 13 extends it): the page says so plainly, with the
 * activity and party it received, and leads back to the activity (ADR 0052).
 */
export function ActivityCheckout({ activitySegment }: { activitySegment: string | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const location = usePlatform((state) => state.location);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const id = productIdOf(activitySegment);
  const own = new URLSearchParams(location.search).get('customType') === 'OWN_USE';
  const adults = Number(hash.get('a'));
  const party = Number.isInteger(adults) && adults >= 1 && adults <= 20 ? adults : 2;
  return (
    <div data-testid="activity-checkout">
      <Alert tone="info" title={t('activity.unavailable')}>
        <p>{t(own ? 'activity.ownUse' : 'activity.gift', { count: party })}</p>
      </Alert>
      <p>
        <Link
          to={id === null ? paths.activitySearch() : paths.activity(id, undefined, `a=${party}`)}
          className={buttonClassName()}
        >
          {t('activity.back')}
        </Link>
      </p>
    </div>
  );
}
