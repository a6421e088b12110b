/** The tracking domain's public module (ADR 0025): the retention purge of the sweep (ADR 0063). */
export { ANALYTICS_RETENTION_DAYS, LOG_RETENTION_DAYS, purgeOldTracking } from './retention';
