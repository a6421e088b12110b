/** The product domain's public module (ADR 0025): what the gateway's server uses. */
export { productPageExists } from './page-exists';
export { findWeekendDetail } from './weekend.service';
export { hotelDetail } from './hotels.service';
