const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Client text made storable: PostgreSQL text cannot hold U+0000, and a lone UTF-16 surrogate has
 * no UTF-8 form (PGlite even miscounts its bytes); both become U+FFFD.
 */
export function storableText(text: string): string {
  return text.replaceAll('\u0000', '\uFFFD').replace(LONE_SURROGATE, '\uFFFD');
}

/** Lower-case without accents or punctuation: what autocomplete compares (API-008). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
