import { Button } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { paths, usePlatform } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';

/**
 * PROD-002: inside the native app wrapper a Back button takes the breadcrumb's place: back in the
 * tab's history, or to the search page when the app opened the product directly.
 */
export function AppBackButton() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = usePlatform((state) => state.navigate);
  return (
    <Button
      variant="neutral"
      onClick={() => {
        if (window.history.length > 1) window.history.back();
        else navigate(paths.search());
      }}
    >
      <span aria-hidden="true">← </span>
      {t('stay.breadcrumb.back')}
    </Button>
  );
}
