import type { z } from 'zod/mini';

/** A test fixture that does not follow the contract. */
export class FixtureError extends Error {
  override name = 'FixtureError';
}

type Path = readonly PropertyKey[];
const pathText = (path: Path) => (path.length ? path.map(String).join('.') : '(root)');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys of `input` that the parse dropped: fields the contract does not know (it strips them). */
function unknownKeys(input: unknown, output: unknown, path: Path = []): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, index) => unknownKeys(item, output[index], [...path, index]));
  }
  if (!isRecord(input) || !isRecord(output)) return [];
  return Object.keys(input).flatMap((key) =>
    key in output
      ? unknownKeys(input[key], output[key], [...path, key])
      : [pathText([...path, key])],
  );
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const expected =
    'expected' in issue && issue.expected ? `expected ${String(issue.expected)}` : '';
  const detail = [issue.code, expected].filter(Boolean).join(', ');
  return `  at ${pathText(issue.path)}: ${issue.message} (${detail})`;
}

/**
 * A test fixture of an API answer, checked against the contract's schema when it is built
 * (ADR 0027): a contract change breaks the fixtures that drifted instead of letting tests pass on
 * answers the API no longer gives. Throws a FixtureError naming every mismatch — a missing or
 * mistyped field, or a field the contract does not know; returns the parsed value otherwise.
 */
export function fixture<S extends z.ZodMiniType>(
  schema: S,
  value: z.input<S>,
  name = 'fixture',
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new FixtureError(
      `The ${name} does not follow the API contract:\n${result.error.issues.map(describeIssue).join('\n')}`,
    );
  }
  const unknown = unknownKeys(value, result.data);
  if (unknown.length > 0) {
    throw new FixtureError(
      `The ${name} has fields the API contract does not know: ${unknown.join(', ')}`,
    );
  }
  return result.data;
}
