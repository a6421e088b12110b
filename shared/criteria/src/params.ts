/**
 * Typed values ↔ `key=value&key=value` text (URL hash and query), tolerant of garbage.
 * A model's field table says, key by key in writing order, how each value is read and written and
 * what its default is (./fields). Internal: the public parse/serialise functions wrap these.
 */
import type { Field, FieldWithDefault } from './fields';

/**
 * One field per key of T, in the order the keys are written. A key that T always holds has a
 * default; an optional key stays absent when its text is missing or invalid.
 */
export type FieldTable<T> = {
  readonly [K in keyof T]-?: undefined extends T[K]
    ? Field<NonNullable<T[K]>>
    : FieldWithDefault<T[K]>;
};

const fieldsOf = (table: object) => Object.entries(table) as [string, Field<unknown>][];

/** A fresh copy of a default, so that no caller shares (and changes) the table's lists. */
const copyOf = (value: unknown) => (Array.isArray(value) ? [...(value as unknown[])] : value);

/**
 * Reads the keys of `table` from `params` (the first occurrence of a key counts). A value that is
 * missing or invalid takes the field's default, or stays absent. Never throws.
 */
export function decodeParams<T>(table: FieldTable<T>, params: URLSearchParams): T {
  const value: Record<string, unknown> = {};
  for (const [key, field] of fieldsOf(table)) {
    const text = params.get(key);
    const read = text === null ? undefined : field.decode(text);
    const kept = read === undefined ? copyOf(field.default) : read;
    if (kept !== undefined) value[key] = kept;
  }
  return value as T;
}

/**
 * Writes the keys of `table` in the table's order, as `[key, text]` pairs. Absent values, values
 * written the same as their default, and invalid values are left out. Never throws.
 */
export function encodeParams<T>(table: FieldTable<T>, value: Readonly<T>): [string, string][] {
  const values = value as Readonly<Record<string, unknown>>;
  const entries: [string, string][] = [];
  for (const [key, field] of fieldsOf(table)) {
    const written = values[key] === undefined ? undefined : field.encode(values[key]);
    if (written === undefined) continue;
    if (field.default !== undefined && field.encode(field.default) === written) continue;
    entries.push([key, written]);
  }
  return entries;
}

/** `key=value&…` with values percent-encoded, commas kept readable (`stars=3,4`). */
export function joinParams(entries: readonly (readonly [string, string])[]): string {
  return entries
    .map(([key, text]) => `${key}=${encodeURIComponent(text).replaceAll('%2C', ',')}`)
    .join('&');
}

/** Address text (with or without a leading `#` or `?`) as search params; any string is accepted. */
export function toParams(text: string | null | undefined): URLSearchParams {
  return new URLSearchParams((text ?? '').replace(/^[#?]/, ''));
}
