/**
 * The purchase domain's public module (ADR 0025): the retention sweep's expiry of unpaid orders
 * (issue 15 §4, ADR 0063) and the order view tokens (ADR 0062, signed by the test helpers too).
 */
export { expireUnpaidOrders, UNPAID_ORDER_TTL_MINUTES } from './expiry';
export { createOrderViewTokens, type OrderViewTokens } from './order-view-token';
