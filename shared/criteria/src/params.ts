/**
 * Typed values ↔ `key=value&key=value` text (URL hash and query), tolerant of garbage.
 * Each key has a text codec (how its value is written); a zod object schema says which values are
 * valid and what the defaults are. Internal: the public parse/serialise functions wrap these.
 */
import { z } from 'zod/mini';

/** Reads a value from its address text and writes it back; both directions validate. */
export type TextCodec<T> = z.ZodMiniType<T, string>;

const INTEGER = /^-?\d+$/;
/** Every finite number as `String(n)` writes it: plain numbers are written plainly. */
const DECIMAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
/** `-0` reads as 0: the two cannot be told apart once written. */
const toNumber = (text: string) => Number(text) + 0;

/** A whole number written in digits. */
export function intCodec(schema: z.ZodMiniType<number, number>) {
  return z.codec(z.string().check(z.regex(INTEGER)), schema, { decode: toNumber, encode: String });
}

/** A number written plainly (`12`, `-0.5`, `1e-7`); no hex, no empty string, no Infinity. */
export function decimalCodec(schema: z.ZodMiniType<number, number>) {
  return z.codec(z.string().check(z.regex(DECIMAL)), schema, { decode: toNumber, encode: String });
}

/** A flag written `1` (true) or `0` (false); `true` and `false` are read too. */
export const flagCodec = z.codec(z.enum(['1', '0', 'true', 'false']), z.boolean(), {
  decode: (text) => text === '1' || text === 'true',
  encode: (flag) => (flag ? '1' : '0'),
});

/**
 * A list joined by `separator`. Bad items are dropped, not the whole list; when two items share a
 * key (by default the item itself) the later one replaces the earlier one in its place.
 */
export function listCodec<T>(
  item: TextCodec<T>,
  separator = ',',
  keyOf: (value: T) => string = String,
) {
  return z.codec(z.string(), z.array(z.custom<T>()), {
    decode: (text) => {
      const byKey = new Map<string, T>();
      for (const part of text.split(separator)) {
        const read = z.safeDecode(item, part);
        if (!read.success) continue;
        byKey.set(keyOf(read.data), read.data);
      }
      return [...byKey.values()];
    },
    encode: (values) =>
      values
        .flatMap((value) => {
          const written = z.safeEncode(item, value);
          return written.success ? [written.data] : [];
        })
        .join(separator),
  });
}

type Codecs = Readonly<Record<string, TextCodec<unknown>>>;

/**
 * Reads the keys of `schema` from `params`. A value that is missing, unreadable or invalid takes
 * the schema's default (or stays absent). Never throws: every kept value passed its field schema.
 */
export function decodeParams<S extends z.ZodMiniObject>(
  schema: S,
  codecs: Codecs,
  params: URLSearchParams,
): z.output<S> {
  const candidate: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const codec = codecs[key];
    const text = params.get(key);
    if (codec === undefined || text === null) continue;
    const read = z.safeDecode(codec, text);
    if (read.success && z.safeParse(field, read.data).success) candidate[key] = read.data;
  }
  return z.parse(schema, candidate);
}

/**
 * Writes the keys of `schema` in the schema's key order, as `[key, text]` pairs. Absent values,
 * values written the same as their default, and values that fail their codec are left out.
 */
export function encodeParams(
  schema: z.ZodMiniObject,
  codecs: Codecs,
  value: Readonly<Record<string, unknown>>,
): [string, string][] {
  const defaults: Record<string, unknown> = z.parse(schema, {});
  const entries: [string, string][] = [];
  for (const key of Object.keys(schema.shape)) {
    const codec = codecs[key];
    if (codec === undefined || value[key] === undefined) continue;
    const written = z.safeEncode(codec, value[key]);
    if (!written.success) continue;
    const fallback = defaults[key] === undefined ? undefined : z.safeEncode(codec, defaults[key]);
    if (fallback?.success && fallback.data === written.data) continue;
    entries.push([key, written.data]);
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
