import { decodeParams, toParams } from '../params';
import { withSingleRoom } from '../pax';
import { HASH_CODECS } from './codecs';
import {
  ProductHashSchema,
  SearchCriteriaSchema,
  type ProductHash,
  type SearchCriteria,
} from './schema';

/**
 * CRIT-006, CRIT-007, CRIT-009, CRIT-010: reads search criteria from a location hash (leading
 * `#` optional). Never throws: unknown keys are ignored, bad values fall back to their default or
 * stay absent, bad list items are dropped, and s follows c and b (CRIT-022).
 */
export function parseSearchHash(hash: string | null | undefined): SearchCriteria {
  return withSingleRoom(decodeParams(SearchCriteriaSchema, HASH_CODECS, toParams(hash)));
}

/** CRIT-008: reads the product/checkout hash, with the same tolerance as parseSearchHash. */
export function parseProductHash(hash: string | null | undefined): ProductHash {
  return withSingleRoom(decodeParams(ProductHashSchema, HASH_CODECS, toParams(hash)));
}
