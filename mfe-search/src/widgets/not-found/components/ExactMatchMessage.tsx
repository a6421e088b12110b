import { useTranslation } from '@shop/i18n';
import { usePlatform } from '@shop/platform';
import { useEffect } from 'react';
import { LATER_NAMESPACE } from '../../../i18n';
import { useExactMatch } from '../api/not-found-hooks';
import ExpiredOffer from './ExpiredOffer';
import { MessageSkeleton, NotFoundMessage } from './NotFoundMessage';

/**
 * SRCH-067, SRCH-068: with a hotel id in the hash, its exact match shown as an expired offer;
 * no match or a failed lookup shows the page-not-found message. Loaded only when the hash
 * carries a hotel id (the lookup and SWR stay out of a plain 404's first load).
 */
export default function ExactMatchMessage({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation(LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const lookup = useExactMatch(hotelId, locale);
  useEffect(() => {
    if (lookup.status === 'failed') console.warn('Exact-match lookup failed', lookup.error);
  }, [lookup]);

  if (lookup.status === 'loading') return <MessageSkeleton label={t('notFound.loading')} />;
  if (lookup.status === 'done' && lookup.data) return <ExpiredOffer match={lookup.data} />;
  return <NotFoundMessage />;
}
