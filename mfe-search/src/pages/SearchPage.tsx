import { PagePlaceholder } from '@shop/design-system';
import { type RemotePageProps, searchFlowOf, usePlatform } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../i18n';

/** SHELL-005: one page for the stays, activity and gifting search paths. Placeholder until issue 4. */
export default function SearchPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  const location = usePlatform((state) => state.location);
  const flow = searchFlowOf(location.pathname, location.search);
  return (
    <PagePlaceholder
      title={t('pages.search.title')}
      note={t('placeholder.note')}
      params={{ ...params, flow }}
    />
  );
}
