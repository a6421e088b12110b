export * from './market';
export { addDays, daysBetween, isIsoDate, IsoDateSchema, toIsoDate, type IsoDate } from './dates';
export {
  ActivityDaySchema,
  ActivityIdSchema,
  DATE_KEYS,
  DEFAULT_SEARCH_CRITERIA,
  FILTER_KEYS,
  GIFT_FORMATS,
  KeySchema,
  LOCATION_KEYS,
  PLACE_KEYS,
  ProductHashSchema,
  SearchCriteriaSchema,
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
  FlowSchema,
  FROM_SEARCH_BAR,
  parseSearchQuery,
  SearchQuerySchema,
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
export { isSameSearch, needsNewSearch } from './compare';
export { reuseStoredDates } from './stored-dates';
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
  PETS_FACILITY,
  pickHotelScore,
  toggleInList,
  type FacetParams,
} from './filters';
export { availableSorts, DEFAULT_SORT, isSortOffered, SORT_LABELS, SORTS, type Sort } from './sort';
