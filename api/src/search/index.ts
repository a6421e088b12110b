/**
 * The search domain's public module (ADR 0025): what other domains, the seed and the benchmark
 * may use. Route plugins are registered by app.ts from the *.routes.ts files.
 */
export { searchOffers, type OfferSearch } from './offers.service';
export { distanceKm } from './query';
export { refreshSearchReadModel } from './read-model';
export { findActivityOnlyDetail } from './activities.service';
