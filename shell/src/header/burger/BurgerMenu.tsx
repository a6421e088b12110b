import type { NavigationLink } from '@shop/api-contract';
import { Drawer } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { paths, usePlatform } from '@shop/platform';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { SHELL_LATER_NAMESPACE } from '../../i18n-later';
import { BOOKING_RETRIEVAL_HASH } from '../header-rules';
import styles from '../Menus.module.css';
import { useNavigation } from '../navigation/api/get-navigation';
import { INSPIRATIONS_SUBMENU, inspirationsRoot, trimLevels } from '../navigation/nav-levels';

/** SHELL-039: the shop's social pages (opened in a new tab). */
export const SOCIAL_LINKS = [
  { key: 'facebook', href: 'https://www.facebook.com/weekendshop' },
  { key: 'instagram', href: 'https://www.instagram.com/weekendshop' },
  { key: 'youtube', href: 'https://www.youtube.com/@weekendshop' },
] as const;

export interface BurgerMenuProps {
  open: boolean;
  onClose: () => void;
  /**
   * SHELL-040: the menu opens at level 0, or at the submenu of this navigation link id
   * (`INSPIRATIONS_SUBMENU`: the desktop Inspirations tab's link).
   */
  initialSubmenu?: string | undefined;
  /** Whether the wishlist entry is offered (SHELL-031), and what opens the drawer. */
  onOpenWishlist?: (() => void) | undefined;
}

/**
 * SHELL-039/040: the burger menu (non-desktop): content-managed links with their submenus,
 * "Check my Booking", "I have received a box / getaway gift", wishlist, contact and social links.
 * Back returns to level 0; the page behind does not scroll while it is open.
 */
export default function BurgerMenu({
  open,
  onClose,
  initialSubmenu,
  onOpenWishlist,
}: BurgerMenuProps) {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const locale = usePlatform((state) => state.locale);
  const { data, error } = useNavigation(locale);
  const links = data ? trimLevels(data.links) : [];
  const [submenu, setSubmenu] = useState<string | undefined>(initialSubmenu);
  const target =
    submenu === INSPIRATIONS_SUBMENU && data ? inspirationsRoot(data.links)?._id : submenu;
  const current = target ? links.find((link) => link._id === target) : undefined;

  // SHELL-040: each opening starts at level 0 or the asked-for submenu.
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) setSubmenu(initialSubmenu);
  }

  // SHELL-040: body scroll locked while open.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      side="start"
      title={current ? current.label : t('menu.title')}
      closeLabel={t('close')}
    >
      {current ? (
        <nav aria-label={current.label} className={styles.burger}>
          <button type="button" className={styles.backButton} onClick={() => setSubmenu(undefined)}>
            <span aria-hidden="true">← </span>
            {t('menu.back')}
          </button>
          <ul className={styles.links}>
            <li>
              <Link to={current.uri} onClick={onClose}>
                {t('menu.seeAll', { label: current.label })}
              </Link>
            </li>
            <SubmenuLinks links={current.children} onNavigate={onClose} />
          </ul>
        </nav>
      ) : (
        <nav aria-label={t('menu.title')} className={styles.burger}>
          {error !== undefined && <p>{t('menu.unavailable')}</p>}
          <ul className={styles.links}>
            {links.map((link) =>
              link.children.length > 0 ? (
                <li key={link._id}>
                  <button
                    type="button"
                    className={styles.levelButton}
                    onClick={() => setSubmenu(link._id)}
                  >
                    {link.label}
                    <span aria-hidden="true"> →</span>
                  </button>
                </li>
              ) : (
                <li key={link._id}>
                  <Link to={link.uri} onClick={onClose}>
                    {link.label}
                  </Link>
                </li>
              ),
            )}
          </ul>
          <ul className={styles.links}>
            <li>
              <Link to={paths.account('', undefined, BOOKING_RETRIEVAL_HASH)} onClick={onClose}>
                {t('menu.checkBooking')}
              </Link>
            </li>
            <li>
              {/* SHELL-038: gift beneficiaries sign in at /beneficiary/login. */}
              <Link to={paths.beneficiaryLogin()} onClick={onClose}>
                {t('menu.receivedGift')}
              </Link>
            </li>
            {onOpenWishlist && (
              <li>
                <button type="button" className={styles.levelButton} onClick={onOpenWishlist}>
                  {t('menu.wishlist')}
                </button>
              </li>
            )}
            <li>
              <Link to={paths.contact()} onClick={onClose}>
                {t('menu.contact')}
              </Link>
            </li>
          </ul>
          <ul className={styles.social} aria-label={t('menu.social')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.key}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(`menu.socialNetworks.${link.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Drawer>
  );
}

function SubmenuLinks({ links, onNavigate }: { links: NavigationLink[]; onNavigate: () => void }) {
  return links.map((link) => (
    <li key={link._id}>
      <Link to={link.uri} onClick={onNavigate}>
        {link.label}
      </Link>
      {link.children.length > 0 && (
        <ul className={styles.links}>
          <SubmenuLinks links={link.children} onNavigate={onNavigate} />
        </ul>
      )}
    </li>
  ));
}
