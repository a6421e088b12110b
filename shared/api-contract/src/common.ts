import { z } from 'zod/mini';
import { FLOWS, LOCALES } from '@shop/criteria';
import { MAX_ID } from './limits';

/**
 * An ISO calendar date, `yyyy-MM-dd`, of a real day (leap years included). The pages read dates
 * with `isIsoDate` of @shop/criteria, which accepts exactly the same texts (ADR 0019).
 */
export const IsoDateSchema = z.iso.date();

/** CRIT-013: one of the four flows. */
export const FlowSchema = z.enum(FLOWS);

/** One of the six market locales (CRIT-001). */
export const localeSchema = z.enum(LOCALES);

function isIdText(value: string): boolean {
  return /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= MAX_ID;
}

/** A numeric id taken from a URL path segment: "123" → 123. */
export const idParamSchema = z.pipe(
  z.string().check(z.refine(isIdText, 'expected a positive integer id')),
  z.transform(Number),
);

/** Amounts travel in cents (CRIT-002). */
export const centsSchema = z.int().check(z.minimum(0));

/** A promotion as an integer percentage. */
export const promoSchema = z.int().check(z.minimum(0), z.maximum(100));

/** A count of things (results, reviews, facet entries). */
export const countSchema = z.int().check(z.minimum(0));
