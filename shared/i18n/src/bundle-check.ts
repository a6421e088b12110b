type Bundle = { [key: string]: string | Bundle };

/** Flattens a nested bundle into dotted keys → values. */
export function flatten(bundle: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (bundle && typeof bundle === 'object' && !Array.isArray(bundle)) {
    for (const [key, value] of Object.entries(bundle as Bundle)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object')
        for (const [k, v] of flatten(value, path)) out.set(k, v);
      else out.set(path, value);
    }
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((match) => match[1]).sort();

/**
 * Every problem of a translation against the English source: missing and extra keys, empty or
 * non-string values, and interpolation placeholders that differ.
 */
export function compareBundles(source: unknown, translation: unknown): string[] {
  const problems: string[] = [];
  const expected = flatten(source);
  const actual = flatten(translation);
  for (const [key, english] of expected) {
    const value = actual.get(key);
    if (value === undefined) {
      problems.push(`missing key ${key}`);
    } else if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`empty value for ${key}`);
    } else if (
      typeof english === 'string' &&
      placeholders(english).join() !== placeholders(value).join()
    ) {
      problems.push(
        `placeholders differ for ${key}: expected ${placeholders(english).join(', ') || 'none'}`,
      );
    }
  }
  for (const key of actual.keys()) if (!expected.has(key)) problems.push(`extra key ${key}`);
  return problems;
}
