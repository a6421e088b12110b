import { PagePlaceholder } from '@shop/design-system';
import type { RemotePageProps } from '@shop/platform';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../i18n';

/** Placeholder until its issue lands (README status table). */
export default function IdeasPage({ params }: RemotePageProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <PagePlaceholder title={t('pages.ideas.title')} note={t('placeholder.note')} params={params} />
  );
}
