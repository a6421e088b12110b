import { useTranslation } from '@shop/i18n';
import {
  hydrateWishlist,
  paths,
  usePlatform,
  useWishlist,
  WISHLIST_TYPES,
  useServedWidth,
} from '@shop/platform';
import { useAccount } from '@shop/platform/account';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { SHELL_LATER_NAMESPACE } from '../i18n-later';
import styles from './HeaderMenus.module.css';
import { BOOKING_RETRIEVAL_HASH, giftDrawerEnabled, wishlistShown } from './header-rules';
import { INSPIRATIONS_SUBMENU } from './navigation/nav-levels';
import { DESKTOP_QUERY, useMediaQuery } from '@shop/design-system/media-query';

// Every panel, menu and drawer is a chunk of its own, loaded when first opened: a page that does
// not open them carries only these buttons (issue 14: menus add nothing to a page's first load).
const InspirationsPanel = lazy(() => import('./navigation/InspirationsPanel'));
const ThemesPanel = lazy(() => import('./navigation/ThemesPanel'));
const BurgerMenu = lazy(() => import('./burger/BurgerMenu'));
const WishlistDrawer = lazy(() => import('./wishlist/WishlistDrawer'));
const GiftDrawer = lazy(() => import('./gift/GiftDrawer'));
const AccountMenu = lazy(() => import('./account/AccountMenu'));

type Menu = 'inspirations' | 'themes' | 'burger' | 'wishlist' | 'gift' | 'account';

/** The desktop navigation tabs (SHELL-041/042) and the header's buttons (SHELL-029..040). */
export default function HeaderMenus() {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const desktop = useMediaQuery(DESKTOP_QUERY, useServedWidth());
  const locale = usePlatform((state) => state.locale);
  const market = usePlatform((state) => state.market);
  const flags = usePlatform((state) => state.flags);
  const careMode = usePlatform((state) => state.careMode);
  const externalGiftShop = usePlatform((state) => state.environment.externalGiftShop);
  const location = usePlatform((state) => state.location);
  const signedIn = useAccount((state) => state.signedIn);
  const wishlistCount = useWishlist((state) =>
    WISHLIST_TYPES.reduce((sum, type) => sum + state.lists[type].length, 0),
  );
  const [open, setOpen] = useState<Menu | null>(null);
  // A drawer stays mounted once loaded, so that closing it can hand focus back to its button.
  const [loaded, setLoaded] = useState<ReadonlySet<Menu>>(new Set());
  const ids = useId();
  const showWishlist = wishlistShown(flags, market, desktop);

  useEffect(() => hydrateWishlist(), []);
  // Following a link closes whatever is open.
  const address = `${location.pathname}${location.search}`;
  const [openedOn, setOpenedOn] = useState(address);
  if (openedOn !== address) {
    setOpenedOn(address);
    setOpen(null);
  }

  // SHELL-040: a tablet turned below the desktop width with the Inspirations panel open finds
  // the burger open at the same place, the Inspirations submenu (the Themes panel just closes).
  const [burgerAt, setBurgerAt] = useState<string | undefined>(undefined);
  const [wasDesktop, setWasDesktop] = useState(desktop);
  if (wasDesktop !== desktop) {
    setWasDesktop(desktop);
    if (!desktop && open === 'inspirations') {
      setBurgerAt(INSPIRATIONS_SUBMENU);
      setLoaded((previous) => new Set(previous).add('burger'));
      setOpen('burger');
    } else if (!desktop && open === 'themes') {
      setOpen(null);
    }
  }

  const show = (menu: Menu) => {
    setLoaded((previous) => (previous.has(menu) ? previous : new Set(previous).add(menu)));
    setOpen(menu);
  };
  const toggle = (menu: Menu) => (open === menu ? setOpen(null) : show(menu));
  const close = () => setOpen(null);
  const closeAndFocus = (menu: Menu) => {
    setOpen(null);
    document.getElementById(`${ids}-${menu}-button`)?.focus();
  };
  const mounted = (menu: Menu) => loaded.has(menu);

  // Escape closes a panel or the account menu and hands focus back to its button (drawers are
  // native dialogs: the browser does it for them).
  useEffect(() => {
    if (open !== 'inspirations' && open !== 'themes' && open !== 'account') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      document.getElementById(`${ids}-${open}-button`)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, ids]);

  const tab = (menu: 'inspirations' | 'themes', label: string, Panel: typeof InspirationsPanel) => (
    <div className={styles.tab}>
      <button
        id={`${ids}-${menu}-button`}
        type="button"
        className={styles.tabButton}
        aria-expanded={open === menu}
        aria-controls={`${ids}-${menu}`}
        onClick={() => toggle(menu)}
      >
        {label}
      </button>
      {open === menu && (
        <Suspense fallback={<div className={styles.panelPlaceholder} aria-busy="true" />}>
          <Panel id={`${ids}-${menu}`} onNavigate={close} />
        </Suspense>
      )}
    </div>
  );

  return (
    <>
      {desktop && (
        <div className={styles.tabs}>
          {tab('inspirations', t('header.inspirations'), InspirationsPanel)}
          {tab('themes', t('header.themes'), ThemesPanel)}
        </div>
      )}
      <div className={styles.actions}>
        {careMode ? (
          // SHELL-029: agents go to the external gift shop.
          <a
            href={externalGiftShop ?? paths.giftSearch()}
            className={styles.iconButton}
            aria-label={t('header.gift')}
          >
            <Icon>
              <path d="M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1" />
            </Icon>
          </a>
        ) : (
          giftDrawerEnabled(locale, careMode) && (
            <IconButton
              id={`${ids}-gift-button`}
              label={t('header.gift')}
              expanded={open === 'gift'}
              onClick={() => show('gift')}
            >
              <path d="M4 11h16v10H4zM2 7h20v4H2zM12 7v14M12 7c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1" />
            </IconButton>
          )
        )}
        {showWishlist && (
          <IconButton
            id={`${ids}-wishlist-button`}
            label={t('header.wishlist', { count: wishlistCount })}
            expanded={open === 'wishlist'}
            onClick={() => show('wishlist')}
            badge={wishlistCount > 0 ? wishlistCount : undefined}
          >
            <path d="M12 21s-8-5-8-11a4.5 4.5 0 0 1 8-3 4.5 4.5 0 0 1 8 3c0 6-8 11-8 11z" />
          </IconButton>
        )}
        <AccountButton
          id={`${ids}-account`}
          customerAccount={flags.customerAccount}
          signedIn={signedIn}
          origin={`${location.pathname}${location.search}${location.hash}`}
          open={open === 'account'}
          onToggle={() => toggle('account')}
          onClose={() => closeAndFocus('account')}
        />
        {!desktop && (
          <IconButton
            id={`${ids}-burger-button`}
            label={t('header.menu')}
            expanded={open === 'burger'}
            onClick={() => {
              setBurgerAt(undefined);
              show('burger');
            }}
          >
            <path d="M3 6h18M3 12h18M3 18h18" />
          </IconButton>
        )}
      </div>
      <Suspense fallback={null}>
        {mounted('burger') && (
          <BurgerMenu
            open={open === 'burger'}
            initialSubmenu={burgerAt}
            onClose={close}
            onOpenWishlist={showWishlist ? () => show('wishlist') : undefined}
          />
        )}
        {mounted('wishlist') && <WishlistDrawer open={open === 'wishlist'} onClose={close} />}
        {mounted('gift') && <GiftDrawer open={open === 'gift'} onClose={close} />}
      </Suspense>
    </>
  );
}

interface AccountButtonProps {
  id: string;
  customerAccount: boolean;
  signedIn: boolean;
  origin: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** SHELL-034..037: the account button. */
function AccountButton({
  id,
  customerAccount,
  signedIn,
  origin,
  open,
  onToggle,
  onClose,
}: AccountButtonProps) {
  const { t } = useTranslation(SHELL_LATER_NAMESPACE);
  const person = <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />;
  // SHELL-037: without customer accounts the button leads to booking retrieval.
  if (!customerAccount)
    return (
      <Link
        to={paths.account('', undefined, BOOKING_RETRIEVAL_HASH)}
        className={styles.iconButton}
        aria-label={t('header.myBooking')}
      >
        <Icon>{person}</Icon>
      </Link>
    );
  // SHELL-034: signed out, sign in and come back here.
  if (!signedIn)
    return (
      <Link to={paths.signIn(origin)} className={styles.iconButton} aria-label={t('header.signIn')}>
        <Icon>{person}</Icon>
      </Link>
    );
  // SHELL-035: signed in, a menu.
  return (
    <div className={styles.tab}>
      <IconButton
        id={`${id}-button`}
        label={t('header.account')}
        expanded={open}
        controls={`${id}-menu`}
        onClick={onToggle}
      >
        {person}
      </IconButton>
      {open && (
        <Suspense fallback={null}>
          <AccountMenu id={`${id}-menu`} onClose={onClose} />
        </Suspense>
      )}
    </div>
  );
}

interface IconButtonProps {
  id: string;
  label: string;
  expanded: boolean;
  controls?: string;
  badge?: number | undefined;
  onClick: () => void;
  children: ReactNode;
}

function IconButton({ id, label, expanded, controls, badge, onClick, children }: IconButtonProps) {
  return (
    <button
      id={id}
      type="button"
      className={styles.iconButton}
      aria-label={label}
      aria-expanded={expanded}
      aria-haspopup={controls ? undefined : 'dialog'}
      aria-controls={controls}
      onClick={onClick}
    >
      <Icon>{children}</Icon>
      {badge !== undefined && (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      )}
    </button>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
