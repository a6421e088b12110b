import { useTranslation } from '@shop/i18n';
import type { SearchFlow } from '@shop/platform';
import { NAMESPACE } from '../../../i18n';

/** SRCH-003: "{{count}} offers {{theme}}", or "{{count}} activities" in the activity flow. */
export function ResultCount({
  count,
  flow,
  theme,
  className,
}: {
  count: number;
  flow: SearchFlow;
  theme?: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const text =
    flow === 'activity'
      ? t('results.count.activities', { count })
      : t('results.count.offers', { count, theme: theme ?? '' });
  return (
    <h2 className={className} aria-live="polite" data-testid="result-count">
      {text.trim()}
    </h2>
  );
}
