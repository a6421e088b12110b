/**
 * The care domain's public module (ADR 0025): who the customer-care agent of a request is (other
 * domains ask: an agent skips the human check, modifies any booking), the token secret app.ts
 * resolves once, and the expired-session purge of the retention sweep.
 */
export { createCareAuth, type CareAuth } from './care-auth';
export { findAgent, purgeExpiredSessions, resolveTokenSecret } from './care.service';
export { purgeOldLoginFailures } from './login-throttle';
