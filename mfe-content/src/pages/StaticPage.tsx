import { PagePlaceholder } from '@shop/design-system';
import type { RemotePageProps } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../i18n';

/** SHELL-006: nothing is shown when the content id is missing. Placeholder until its issue lands. */
export default function StaticPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  if (!params.contentId) return null;
  return (
    <PagePlaceholder title={t('pages.static.title')} note={t('placeholder.note')} params={params} />
  );
}
