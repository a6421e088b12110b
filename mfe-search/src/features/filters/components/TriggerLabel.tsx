import { Badge } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { NAMESPACE } from '../../../i18n';

/**
 * SRCH-029: a filter action's text and, when items are selected, the count badge (read out as
 * "(2 selected)"). Shared by the first-render buttons and the dropdown triggers.
 */
export function TriggerLabel({ label, count }: { label: string; count: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {label}
      {count > 0 ? ' ' : null}
      {count > 0 ? (
        <Badge tone="brand" srText={t('filters.selected', { count })}>
          <span aria-hidden="true">{count}</span>
        </Badge>
      ) : null}
    </>
  );
}
