import { paxFromHash } from '@shop/criteria';
import { formatDate, formattingLocale, useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { LATER_NAMESPACE } from '../../../i18n';
import { useCurrentSearch } from './use-current-search';

/**
 * SRCH-013, BEY-015: the page's search in words: destination, dates, theme and guests (dates and
 * guests left out of a gift search), labelled from the results' own answer. The summary bar and
 * the agent's share block both show it.
 */
export function useSearchSummary() {
  const { t } = useTranslation(LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const language = usePlatform((state) => state.language);
  const tag = formattingLocale(language, locale);
  const current = useCurrentSearch();
  const { flow, criteria, search } = current;
  const details = search.data?.searchDetails;
  const gifting = flow === 'gifting';
  const { checkin, checkout } = criteria;
  const pax = paxFromHash(criteria);
  return {
    current,
    gifting,
    destination:
      details?.destination?.label ?? details?.location?.label ?? t('summaryBar.anywhere'),
    theme: details?.theme?.label,
    dates: gifting
      ? undefined
      : checkin && checkout
        ? t('searchBox.dates.range', {
            checkin: formatDate(checkin, tag, 'short'),
            checkout: formatDate(checkout, tag, 'short'),
          })
        : t('summaryBar.anyDates'),
    guests: gifting
      ? undefined
      : flow === 'activity'
        ? t('searchBox.guests.participantCount', { count: pax.adult })
        : t('summaryBar.guestCount', { count: pax.adult + pax.child + pax.baby }),
  };
}
