import fc from 'fast-check';

/** Characters that broke or could break parsing, encoding or the database (NUL, lone surrogates…). */
const TRICKY = ['\u0000', '\ud800', '\udc00', 'é', '%', ',', "'", ':', '.', '/', '_', '-'];

/** Short text made mostly of random code units, with the tricky ones mixed in. */
export function anyText(maxLength = 30): fc.Arbitrary<string> {
  const unit = fc.oneof(
    { weight: 1, arbitrary: fc.constantFrom(...TRICKY) },
    { weight: 9, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  );
  return fc.string({ unit, maxLength });
}

/** Any JSON-ish value a careless or hostile caller could send in place of a field. */
export function looseValue(text: fc.Arbitrary<string> = anyText()): fc.Arbitrary<unknown> {
  return fc.oneof(fc.jsonValue(), text, fc.integer(), fc.double(), fc.constant(null));
}

/**
 * Mostly a valid value, sometimes anything: the fuzz reaches the handlers as well as the
 * validation (`validWeight` valid draws for one loose one).
 */
export function mostly<T>(
  valid: fc.Arbitrary<T>,
  validWeight = 6,
  loose: fc.Arbitrary<unknown> = looseValue(),
): fc.Arbitrary<T | unknown> {
  return fc.oneof({ weight: validWeight, arbitrary: valid }, { weight: 1, arbitrary: loose });
}
