import { matching } from './fields';
import { toParams } from './params';

/** PROD-017: a minisite id as the page's query carries it (letters, digits, . _ : -). */
const minisiteField = matching(/^[\w.:-]{1,100}$/);

/**
 * PROD-017: the minisite context of a product page, from its query (`?minisite=…`, first
 * occurrence); undefined when absent or not a valid id. Never throws.
 */
export function parseMinisite(
  search: string | URLSearchParams | null | undefined,
): string | undefined {
  const params = search instanceof URLSearchParams ? search : toParams(search);
  const value = params.get('minisite');
  return value === null ? undefined : minisiteField.decode(value);
}
