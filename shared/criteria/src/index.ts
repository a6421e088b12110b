export * from './market';
export {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  fromIsoDate,
  isIsoDate,
  localDateTime,
  monthDays,
  toIsoDate,
  toUtcIsoDate,
  type IsoDate,
  type IsoMonth,
} from './dates';
export {
  DATE_KEYS,
  DEFAULT_SEARCH_CRITERIA,
  FILTER_KEYS,
  GIFT_FORMATS,
  LOCATION_KEYS,
  PLACE_KEYS,
  type ActivityDay,
  type DateKey,
  type GiftFormat,
  type LocationKey,
  type PlaceKey,
  type ProductHash,
  type SearchCriteria,
} from './hash/schema';
export { parseProductHash, parseSearchHash } from './hash/parse';
export { serialiseProductHash, serialiseSearchHash } from './hash/serialise';
export {
  DEFAULT_FLOW,
  FLOWS,
  FROM_SEARCH_BAR,
  parseSearchQuery,
  serialiseSearchQuery,
  updateSearchQuery,
  type Flow,
  type SearchQuery,
} from './query';
export {
  changePax,
  DEFAULT_PAX,
  isSingleRoom,
  PAX_BOUNDS,
  paxFromHash,
  paxToHash,
  STEPPER_DEFAULT_BOUNDS,
  stepTo,
  withSingleRoom,
  type Bounds,
  type Pax,
  type PaxHashFields,
  type PaxKey,
} from './pax';
export {
  activityDateOf,
  activityDatesFromHash,
  activityDateSelection,
  activityDaysFromSelections,
  activityIdOf,
  selectActivityDate,
  type ActivityDateSelection,
} from './activity-dates';
export {
  activitiesMissingDates,
  changeParticipants,
  changeVoucherParticipants,
  searchParticipants,
  SEARCH_PARTICIPANTS,
  voucherParticipants,
  type ActivityDateChoice,
  type ActivityDateOption,
  type Participants,
} from './participants';
export { isSameSearch, needsNewSearch } from './compare';
export {
  mirrorDatesInHash,
  parseStoredDates,
  readStoredDates,
  reuseStoredDates,
  STORED_DATES_KEY,
  writeStoredDates,
  type DatesStorage,
} from './stored-dates';
export {
  displayFlow,
  GIFT_PAX,
  GIFTING_KEPT_SORTS,
  productFlow,
  productHashForGifting,
  searchPax,
  switchFlow,
  type FlowState,
  type ProductFlow,
  type StayAndPlace,
} from './flows';
export {
  facetParams,
  isDistanceActive,
  isFacetOptionDisabled,
  PETS_FACILITY,
  pickHotelScore,
  selectedFilterCount,
  toggleInList,
  type FacetParams,
} from './filters';
export { availableSorts, DEFAULT_SORT, isSortOffered, SORT_LABELS, SORTS, type Sort } from './sort';
export {
  ACTIVITY_PRICE_MIN,
  applyPriceInput,
  clampPriceRange,
  firstDigitGroup,
  isOpenEndedMax,
  PRICE_NO_MINIMUM_AT_OR_BELOW,
  PRICE_SLIDER_CAP,
  PRICE_SLIDER_STEP,
  priceFilterFromSlider,
  priceSliderBounds,
  sliderFromPriceFilter,
  type PriceFilter,
  type PriceRange,
} from './price-range';
export {
  ACTIVITY_DESTINATION_RADIUS_KM,
  activityDestinationArea,
  clampDistance,
  clampDistanceRange,
  DEFAULT_DISTANCE_CHOICE,
  defaultDistance,
  DISTANCE_CHOICES,
  DISTANCE_SLIDER_BOUNDS,
  DISTANCE_SLIDER_STEP,
  distanceChoiceOf,
  distanceOfChoice,
  LESS_THAN_TWO_HOURS,
  type DistanceChoice,
  type DistanceKm,
} from './distance';
export {
  DESTINATION_CATEGORIES,
  isDestinationCategory,
  SEARCH_PLACE_CATEGORIES,
  type DestinationCategory,
  type SearchPlaceCategory,
} from './destination-categories';
export {
  applyDestinationSuggestion,
  DESTINATION_POS,
  selectedDestination,
  type Destination,
  type DestinationPos,
  type DestinationSuggestion,
} from './destination';
export {
  addRecentSearch,
  parseRecentSearches,
  RECENT_SEARCHES_MAX,
  recentSearchOf,
  type RecentSearch,
} from './recent-searches';
export {
  FALLBACK_DISTANCE_MIN,
  FALLBACK_LOCATION_TYPES,
  FALLBACK_PAGE_SIZE,
  FALLBACK_RADIUS_KM,
  fallbackCriteria,
  fallbackKeys,
  type FallbackContext,
  type FallbackKey,
  type FallbackLocationType,
} from './fallback';
export {
  firstTargetedBanner,
  matchesTargeting,
  TARGETING_TEXT_FIELDS,
  type Targeting,
  type TargetingContext,
  type TargetingTextField,
} from './targeting';
export {
  checkoutNightsOf,
  completeSelection,
  isCompleteSelection,
  selectDay,
  type Availability,
  type AvailabilityDay,
  type CalendarSelection,
  type CheckoutNights,
  type CompleteSelection,
} from './calendar/selection';
export {
  dayCellPrice,
  hasAvailability,
  isDaySelectable,
  isPastDay,
  MARKET_TIME_ZONE,
  MAX_UNKNOWN_AVAILABILITY_GAP_DAYS,
  TODAY_CUTOFF_HOUR,
  type DayCellPrice,
  type SelectableContext,
} from './calendar/selectable';
export {
  CALENDAR_SHORTCUT_LOCALES,
  calendarShortcuts,
  MAY_2024_CAMPAIGNS,
  nextWeekend,
  thisWeekend,
  type DateShortcut,
  type ShortcutId,
} from './calendar/shortcuts';
export { isBestPrice, isBestPromo } from './calendar/best-price';
export {
  CALENDAR_MONTHS_AHEAD,
  initialListMonths,
  nextListMonths,
  PRODUCT_CALENDAR_MONTHS_PER_PAGE,
  SEARCH_CALENDAR_MONTHS_PER_PAGE,
  SEARCH_CALENDAR_CLOSE_DELAY_MS,
} from './calendar/months';
export {
  activityPricePerPerson,
  boxDiscount,
  isPriceType,
  nightsPromotionCount,
  PRICE_TYPES,
  priceUnit,
  reshapeActivityPrices,
  stayCardPrice,
  type ActivityOnlyPrice,
  type ActivityPrice,
  type PriceType,
  type PriceUnit,
  type PromoPrice,
} from './price';
export {
  AUTO_DISCOUNT_OVERRIDE_PERCENT,
  autoDiscountPercent,
  displayPromo,
  PROMO_DISPLAY_THRESHOLDS,
  promoBadgeValue,
  type AutoDiscount,
  type PromoContext,
} from './promo';
export {
  cancellationConditions,
  cancellationDeadlineOf,
  cancellationLabel,
  isCancellablePolicy,
  modificationDifference,
  NON_CANCELLABLE_TYPE,
  PARTIAL_REFUND_PERCENT,
  partialRefund,
  type CancellationConditions,
  type CancellationLabel,
  type CancellationPolicy,
  type ModificationDifference,
} from './cancellation';
export {
  modificationAmountToPay,
  type GiftPayment,
  type ModificationConditions,
} from './modification';
export {
  DEFAULT_MAX_STRESS_MESSAGES,
  nextStressIndex,
  roomsLeft,
  rotatesStressMessages,
  SCARCITY_MAX_ROOMS,
  visibleStressMessages,
} from './scarcity';
export {
  criterionBarWidth,
  REVIEW_WORD_MIN_WITHOUT_INCENTIVE,
  REVIEW_WORD_THRESHOLDS,
  reviewScoreLabel,
  reviewWord,
  type ReviewScoreLabel,
  type ReviewWord,
} from './review';
export {
  pageCountOf,
  PAGINATION_ALL_PAGES_BELOW,
  PAGINATION_TENS_BELOW,
  paginationGroupSize,
  paginationLinkHints,
  paginationPages,
  paginationQuery,
  resultsRange,
} from './pagination';
export { BREADCRUMB_SHORT_MAX_ITEMS, breadcrumbEntries, type BreadcrumbEntry } from './breadcrumb';
export {
  DESCRIPTION_TRUNCATION,
  SUMMARY_TRUNCATION,
  truncateDescription,
  truncateSummary,
  type Viewport,
} from './description';
export { parseMinisite } from './minisite';
export {
  CAROUSEL_SLIDE_MS,
  carouselIndexAfter,
  GALLERY_MAX_IMAGES,
  galleryImages,
  PRODUCT_CAROUSEL_OFFSET_PX,
  PRODUCT_CAROUSEL_STEP,
} from './carousel';
export {
  NAVIGATION_TAB_OBSERVER_THRESHOLD,
  STICKY_OFFSETS_PX,
  stickyOffset,
  TAB_OBSERVER_THRESHOLD,
  TAB_SCROLL_OFFSETS_PX,
  tabScrollTarget,
} from './scroll';
export {
  addRecentlyViewed,
  parseRecentlyViewed,
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_TYPES,
  type RecentlyViewedItem,
} from './recently-viewed';
export {
  isSummaryBarSticky,
  shouldPromptForDates,
  submitFlow,
  SUMMARY_BAR_STICKY_SCROLL_PX,
  type DatesPromptInput,
  type SubmitFlowOptions,
} from './search-submit';
export {
  boundsAround,
  MAP_DESTINATION_ZOOM,
  boundsOf,
  isInBounds,
  itemsInView,
  MAP_DEFAULT_VIEW,
  MAP_FIT_MAX_ZOOM,
  type GeoBounds,
  type GeoPoint,
} from './map';
export { HOTEL_ANCHORS, hotelAnchorOf, type HotelAnchor } from './hash/hotel-anchor';
export {
  HOTEL_STAY_NIGHTS_MAX,
  hotelStay,
  parseHotelHash,
  serialiseHotelHash,
  type HotelHash,
} from './hash/hotel';
export { safeContentHref, sameSiteImage } from './content-links';
export { CALLING_CODES, internationalPhone, isEmailAddress, isPersonName } from './person-fields';
export {
  GIFT_ADULTS,
  GIFT_LIMIT_MESSAGE_MS,
  giftExtrasOffered,
  giftFieldError,
  initialGiftNights,
  isGiftable,
  limitTyping,
  parseGiftHash,
  physicalFormatAvailable,
  readGiftCustomization,
  serialiseGiftHash,
  toggleSubElement,
  writeGiftCustomization,
  type GiftField,
  type GiftFieldError,
  type GiftFieldRule,
  type GiftHash,
  type SavedGiftCustomization,
} from './gift-options';
