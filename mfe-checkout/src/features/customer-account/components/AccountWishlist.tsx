import { PageSkeleton } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { hydrateWishlist, Link, useWishlist, WISHLIST_TYPES } from '@shop/platform';
import { useEffect, useRef } from 'react';
import { ACCOUNT_NAMESPACE } from '../../../i18n-account';
import { putAccountWishlist, useAccountWishlist } from '../api/account-data';
import { mergeWishlists } from '../lib/merge-wishlist';
import { SectionProblem } from './SignedInOnly';

/**
 * `/account/wishlist`: the wishlist kept on the account. What this browser's wishlist (the
 * shell's heart and drawer, localStorage) holds is added to it once signed in, so both agree.
 */
export function AccountWishlist() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const account = useAccountWishlist();
  const browser = useWishlist((state) => state.lists);
  const hydrated = useWishlist((state) => state.hydrated);
  const saving = useRef(false);
  useEffect(() => hydrateWishlist(), []);
  useEffect(() => {
    if (!account.data || !hydrated || saving.current) return;
    const { merged, changed } = mergeWishlists(account.data, browser);
    if (!changed) return;
    saving.current = true;
    putAccountWishlist(merged)
      .then((stored) => account.mutate(stored, { revalidate: false }))
      .catch(() => undefined)
      .finally(() => {
        saving.current = false;
      });
  }, [account, browser, hydrated]);

  if (account.error) return <SectionProblem error={account.error} />;
  if (!account.data) return <PageSkeleton />;
  const lists = account.data;
  const empty = WISHLIST_TYPES.every((type) => lists[type].length === 0);
  return (
    <section aria-labelledby="account-wishlist" data-testid="account-wishlist">
      <h2 id="account-wishlist">{t('customer.wishlist.title')}</h2>
      {empty ? <p>{t('customer.wishlist.none')}</p> : null}
      {WISHLIST_TYPES.map((type) =>
        lists[type].length > 0 ? (
          <div key={type}>
            <h3>{t(`customer.wishlist.${type}`)}</h3>
            <ul>
              {lists[type].map((item) => (
                <li key={String(item.id)}>
                  <Link to={item.uri}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </section>
  );
}
