import { decodeParams, toParams } from '../params';
import { withSingleRoom } from '../pax';
import {
  PRODUCT_HASH_FIELDS,
  SEARCH_CRITERIA_FIELDS,
  type ProductHash,
  type SearchCriteria,
} from './schema';

/**
 * CRIT-006, CRIT-007, CRIT-009, CRIT-010: reads search criteria from a location hash (leading
 * `#` optional). Never throws: unknown keys are ignored, bad values fall back to their default or
 * stay absent, bad list items are dropped, and s follows c and b (CRIT-022).
 */
export function parseSearchHash(hash: string | null | undefined): SearchCriteria {
  return withSingleRoom(decodeParams(SEARCH_CRITERIA_FIELDS, toParams(hash)));
}

/** CRIT-008: reads the product/checkout hash, with the same tolerance as parseSearchHash. */
export function parseProductHash(hash: string | null | undefined): ProductHash {
  return withSingleRoom(decodeParams(PRODUCT_HASH_FIELDS, toParams(hash)));
}
