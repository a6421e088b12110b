import type { WeekendDetail } from '@shop/api-contract';
import { BOOKING_NAMESPACE } from '@shop/booking';
import { Modal } from '@shop/design-system';
import { useTranslation } from '@shop/i18n';
import { usePlatform, useServedWidth } from '@shop/platform';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { NAMESPACE } from '../../../i18n';
import { useBooking } from '../hooks/use-booking';
import { useBookingCriteria } from '../hooks/use-booking-criteria';
import { MOBILE_QUERY, useMediaQuery } from '@shop/design-system/media-query';
import { CalendarDialog, GuestsDialog } from './BookingDialogs';
import { barAction, MobileBookingBar, StickyBookingBar } from './BookingBars';
import { BookingPanel } from './BookingPanel';
import { GiftDrawer } from './GiftDrawer';

export interface ProductBookingProps {
  weekend: WeekendDetail;
  /** The product id of the address (second path segment). */
  productId: string;
  /** PROD-009: the sticky bar can be turned off. */
  stickyBar?: boolean;
}

/**
 * The booking side of the stay page (PROD-009..012, PROD-018..043, CHK-001..003): the booking
 * panel on desktop with its sticky bar, the mobile bar and full-screen drawer "Personalise your
 * stay", the calendar, the party, and the gift drawer of the gifting flow.
 */
export default function ProductBooking({
  weekend,
  productId,
  stickyBar = true,
}: ProductBookingProps) {
  const { t } = useTranslation(NAMESPACE);
  // The shared calendar's copy (party counts in the panel) is there before anything opens: a
  // drawer opened later never suspends the page's region (which would hide the bar behind it).
  useTranslation(BOOKING_NAMESPACE);
  const locale = usePlatform((s) => s.locale);
  const mobile = useMediaQuery(MOBILE_QUERY, useServedWidth());
  const criteria = useBookingCriteria(productId);
  const booking = useBooking(weekend, productId, criteria);
  const { flow, hash, hasDates } = booking;

  const [calendarOpen, setCalendarOpen] = useState(false);
  const [guestsOpen, setGuestsOpen] = useState(false);
  const [giftOpen, setGiftOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  // PROD-009: the sticky bar shows once the main booking panel has left the view (desktop) by
  // the top, scrolled past; not while it is still below, on its way in.
  const panel = useRef<HTMLElement>(null);
  const [panelPassed, setPanelPassed] = useState(false);
  useEffect(() => {
    const target = panel.current;
    if (mobile || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setPanelPassed(!entry.isIntersecting && entry.boundingClientRect.bottom <= 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [mobile]);

  const product = useMemo(
    () => ({
      id: productId,
      locale,
      adult: hash.a,
      child: hash.c,
      baby: hash.b,
      minisite: criteria.minisite,
    }),
    [productId, locale, hash.a, hash.c, hash.b, criteria.minisite],
  );

  // PROD-010: no dates → the calendar; gifting → the gift drawer; otherwise → checkout.
  const onBarAction = () => {
    const action = barAction(flow, hasDates);
    if (action === 'calendar') setCalendarOpen(true);
    else if (action === 'gift') setGiftOpen(true);
    else void booking.book();
  };

  const content = (
    <BookingPanel
      ref={mobile ? undefined : panel}
      weekend={weekend}
      booking={booking}
      criteria={criteria}
      onOpenCalendar={() => setCalendarOpen(true)}
      onOpenGuests={() => setGuestsOpen(true)}
      onOpenGift={() => setGiftOpen(true)}
    />
  );

  return (
    <>
      {mobile ? (
        <>
          <MobileBookingBar
            flow={flow}
            price={booking.price.data}
            onAction={() => (flow === 'gifting' ? setGiftOpen(true) : setDrawerOpen(true))}
          />
          <Modal
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            variant="fullscreen"
            title={t('booking.personaliseStay')}
            closeLabel={t('booking.close')}
          >
            {drawerOpen ? <Suspense fallback={null}>{content}</Suspense> : null}
          </Modal>
        </>
      ) : (
        <>
          {content}
          {stickyBar && panelPassed ? (
            <StickyBookingBar flow={flow} price={booking.price.data} onAction={onBarAction} />
          ) : null}
        </>
      )}
      <CalendarDialog
        open={calendarOpen}
        onClose={() => setCalendarOpen(false)}
        mobile={mobile}
        dates={{ checkin: hash.checkin, checkout: hash.checkout, nights: hash.nights }}
        product={product}
        onCommit={criteria.setDates}
      />
      <GuestsDialog
        open={guestsOpen}
        onClose={() => setGuestsOpen(false)}
        mobile={mobile}
        pax={{ a: hash.a, c: hash.c, b: hash.b }}
        onChange={criteria.setPax}
      />
      <GiftDrawer open={giftOpen} onClose={() => setGiftOpen(false)} productId={weekend.id} />
    </>
  );
}
