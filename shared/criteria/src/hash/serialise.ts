import { encodeParams, joinParams } from '../params';
import {
  PRODUCT_HASH_FIELDS,
  SEARCH_CRITERIA_FIELDS,
  type ProductHash,
  type SearchCriteria,
} from './schema';

/**
 * CRIT-006, CRIT-007, CRIT-009, CRIT-010: search criteria as hash text without `#`, keys in a
 * fixed order; absent values, defaults (a=2, b=0, c=0, sort=priceQuality, hotelScore=0, empty
 * lists, false flags) and invalid values are left out. parseSearchHash reads it back unchanged.
 */
export function serialiseSearchHash(criteria: SearchCriteria): string {
  return joinParams(encodeParams(SEARCH_CRITERIA_FIELDS, criteria));
}

/** CRIT-008: the product/checkout hash as text without `#`, same rules as serialiseSearchHash. */
export function serialiseProductHash(hash: ProductHash): string {
  return joinParams(encodeParams(PRODUCT_HASH_FIELDS, hash));
}
