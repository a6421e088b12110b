import { ApiRequestError } from '@shop/api-contract';
import { Alert, PageSkeleton } from '@shop/design-system';
import { type RemotePageProps, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { useActivityDetail } from '../features/activity-detail/api/get-activity-detail';
import { NAMESPACE } from '../i18n';
import { ActivityView } from '../widgets/activity-page/components/ActivityView';

/** An activity id as the catalogue gives them: digits only, no leading zero (PROD-081). */
const ACTIVITY_ID = /^[1-9][0-9]{0,9}$/;

/**
 * PROD-066..077, PROD-081: the activity voucher page for the id of the second segment. Loading
 * shows a skeleton; an id that cannot be one or an unknown id says so; a failing detail call
 * shows an error message: never a crash.
 */
export default function ActivityPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const id =
    params.activityId !== undefined && ACTIVITY_ID.test(params.activityId)
      ? params.activityId
      : undefined;
  const { data, error, isLoading } = useActivityDetail(id, locale);

  const notFound =
    id === undefined ||
    (error instanceof ApiRequestError && (error.status === 404 || error.status === 400));
  if (notFound) {
    return (
      <section>
        <h1>{t('activity.notFound.title')}</h1>
        <p>{t('activity.notFound.text')}</p>
      </section>
    );
  }
  if (isLoading) return <PageSkeleton label={t('activity.loading')} />;
  if (error || !data) {
    return (
      <section>
        <h1>{t('activity.error.title')}</h1>
        <Alert tone="error">{t('activity.error.text')}</Alert>
      </section>
    );
  }
  return <ActivityView detail={data} />;
}
