/** The account domain's public module (ADR 0025): nothing is used by other domains yet. */
export { ACCOUNT_SESSION_TTL_SECONDS, SIGN_IN_LINK_TTL_SECONDS } from './account.service';
