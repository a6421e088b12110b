/**
 * The catalogue rules several domains share (ADR 0025): the markets' clock, the price of a stay,
 * a package's cancellation policy, its breakfast and its price history (BEY-005). Domains import them from here, never from the files.
 */
export { breakfastOf } from './breakfast';
export { cancellationPolicy, type CancellationTerms } from './cancellation';
export { firstBookableCheckin, marketClock, SAME_DAY_CUTOFF_HOUR } from './market-clock';
export {
  eurosText,
  quoteStay,
  refPriceOf,
  roomsNeeded,
  type PackageDay,
  type StayQuote,
  type StayRefusal,
  type StayRequest,
} from './stay-price';
export { MARKET_ORIGINS } from './market-origins';
export {
  CatalogueVersionWatch,
  catalogueVersions,
  catalogueVersionTtlFromEnv,
  readCatalogueVersion,
} from './catalogue-version';
export { catalogueCached, catalogueCacheEntriesFromEnv } from './catalogue-cache';
export {
  changeActivityPrices,
  changeDayPrices,
  lowestPriorActivityPrices,
  lowestPriorDayPrices,
  lowestPriorPrice,
  lowestPriorPrices,
  PRIOR_PRICE_WINDOW_MS,
  recordPriceChanges,
  type ActivityPrices,
  type DayPrice,
  type PricePoint,
} from './price-history';
