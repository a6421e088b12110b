// @shop/booking (ADR 0030): the calendar and guests selection shared by the search box and the
// product pages, bundled into each app (not a Module Federation remote). This entry holds only
// what is light enough for a first load; the panels and their calls are subpath imports, meant to
// be loaded lazily: '@shop/booking/calendar', '@shop/booking/guests', '@shop/booking/hotel-calendar',
// '@shop/booking/search-availability'.
export { BOOKING_NAMESPACE } from './i18n';
export {
  CALENDAR_MONTHS_AHEAD,
  type CalendarDays,
  firstMonthOf,
  initialMobileMonths,
  isoMonthOfKey,
  isSearchDaySelectable,
  type MonthKey,
  monthKeyOf,
  monthKeyOfIso,
  monthOfKey,
} from './calendar/calendar-days';
export type { CalendarPanelProps } from './calendar/CalendarPanel';
export type { GuestsPanelProps } from './guests/GuestsPanel';
export type { SearchAvailabilityRequest } from './api/search-availability';
