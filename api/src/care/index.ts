/**
 * The care domain's public module (ADR 0025): customer-care sessions that other domains check
 * (an agent skips the human check, places orders for a customer) and the token secret app.ts
 * resolves once.
 */
export { createCareTokens, findAgent, resolveTokenSecret } from './care.service';
