import { useTranslation } from '@shop/i18n';
import { paths } from '@shop/platform';
import { signOut } from '@shop/platform/account';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SHELL_LATER_NAMESPACE } from '../../i18n-later';
import styles from '../Menus.module.css';

/**
 * SHELL-035/036: the signed-in account menu: profile, trips, wishlist, and "Sign out" (ends the
 * server session, clears the access-token and account-id cookies and refreshes the account state).
 */
export default function AccountMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <div id={id} className={styles.accountMenu}>
      <ul className={styles.links}>
        <li>
          <Link ref={first} to={paths.account('settings/profile')} onClick={onClose}>
            {t('account.profile')}
          </Link>
        </li>
        <li>
          <Link to={paths.account('trips')} onClick={onClose}>
            {t('account.trips')}
          </Link>
        </li>
        <li>
          <Link to={paths.account('wishlist')} onClick={onClose}>
            {t('account.wishlist')}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.levelButton}
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            {t('account.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
