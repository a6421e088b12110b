/**
 * Field parsers of the address values (URL hash and query), without a schema library (ADR 0019):
 * each field reads its value from text and writes it back, and both directions validate. A handful
 * of primitives build every field of the hash and query tables (./hash/schema, ./query).
 */
import { isIsoDate, type IsoDate } from './dates';

/**
 * How one address value is read and written. decode: the value the text holds, or undefined when
 * the text is not a valid value. encode: the text of a valid value, or undefined for anything else
 * (any input is accepted, never throws). default: the value of an absent or invalid text.
 */
export interface Field<T> {
  decode(text: string): T | undefined;
  encode(value: unknown): string | undefined;
  readonly default?: T | undefined;
}

/** A field that always holds a value: its default when the text is absent or invalid. */
export interface FieldWithDefault<T> extends Field<T> {
  readonly default: T;
}

/** `field` with `value` as its default. */
export function withDefault<T>(field: Field<T>, value: T): FieldWithDefault<T> {
  return { decode: field.decode, encode: field.encode, default: value };
}

const INTEGER = /^-?\d+$/;
/** Every finite number as `String(n)` writes it: plain numbers are written plainly. */
const DECIMAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
/** `-0` reads as 0: the two cannot be told apart once written. */
const toNumber = (text: string) => Number(text) + 0;

function numberField(pattern: RegExp, accepts: (value: number) => boolean): Field<number> {
  return {
    decode: (text) => {
      if (!pattern.test(text)) return undefined;
      const value = toNumber(text);
      return accepts(value) ? value : undefined;
    },
    encode: (value) => {
      if (typeof value !== 'number' || !accepts(value)) return undefined;
      const text = String(value);
      return pattern.test(text) ? text : undefined;
    },
  };
}

/** A safe integer within [min, max], written in digits (no sign `+`, no blanks, no exponent). */
export function int(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Field<number> {
  return numberField(INTEGER, (n) => Number.isSafeInteger(n) && n >= min && n <= max);
}

/** A finite number within [min, max], written plainly (`12`, `-0.5`, `1e-7`); no hex, no Infinity. */
export function decimal(min: number, max: number): Field<number> {
  return numberField(DECIMAL, (n) => Number.isFinite(n) && n >= min && n <= max);
}

/** One of `values`, written as itself. */
export function oneOf<const V extends string>(values: readonly V[]): Field<V> {
  const accepts = (value: unknown): value is V =>
    typeof value === 'string' && (values as readonly string[]).includes(value);
  return {
    decode: (text) => (accepts(text) ? text : undefined),
    encode: (value) => (accepts(value) ? value : undefined),
  };
}

/** A text that matches `pattern` (anchored, no `g` flag): ids and facet values. */
export function matching(pattern: RegExp): Field<string> {
  const accepts = (value: unknown): value is string =>
    typeof value === 'string' && pattern.test(value);
  return {
    decode: (text) => (accepts(text) ? text : undefined),
    encode: (value) => (accepts(value) ? value : undefined),
  };
}

/** An ISO `yyyy-MM-dd` date of a real calendar day (leap years included). */
export const isoDate: Field<IsoDate> = {
  decode: (text) => (isIsoDate(text) ? text : undefined),
  encode: (value) => (isIsoDate(value) ? value : undefined),
};

/** A flag written `1` (true) or `0` (false); `true` and `false` are read too. False by default. */
export const flag: FieldWithDefault<boolean> = {
  decode: (text) => {
    if (text === '1' || text === 'true') return true;
    return text === '0' || text === 'false' ? false : undefined;
  },
  encode: (value) => (typeof value === 'boolean' ? (value ? '1' : '0') : undefined),
  default: false,
};

/**
 * A list joined by `separator`, empty by default. Bad items are dropped, not the whole list; when
 * two items share a key (by default the item itself) the later one replaces the earlier one in its
 * place. Writing drops the items that are not valid.
 */
export function list<T>(
  item: Field<T>,
  separator = ',',
  keyOf: (value: T) => string = String,
): FieldWithDefault<T[]> {
  return {
    decode: (text) => {
      const byKey = new Map<string, T>();
      for (const part of text.split(separator)) {
        const read = item.decode(part);
        if (read !== undefined) byKey.set(keyOf(read), read);
      }
      return [...byKey.values()];
    },
    encode: (values) => {
      if (!Array.isArray(values)) return undefined;
      const written: string[] = [];
      for (const value of values as unknown[]) {
        const text = item.encode(value);
        if (text !== undefined) written.push(text);
      }
      return written.join(separator);
    },
    default: [],
  };
}

/** CRIT-027: an activity id, letters and digits only (`_` and `-` separate activity dates). */
export const ACTIVITY_ID = /^[A-Za-z0-9]{1,50}$/;
const ACTIVITY_DAY = /^([A-Za-z0-9]+)_(\d+)$/;
const dayOfStay = int(1);

/** CRIT-029: one activity date of a stay: the activity and its day (1 = check-in day). */
export interface ActivityDay {
  activityId: string;
  day: number;
}

function isActivityDay(value: unknown): value is ActivityDay {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { activityId, day } = value as Record<string, unknown>;
  return (
    typeof activityId === 'string' &&
    ACTIVITY_ID.test(activityId) &&
    Number.isSafeInteger(day) &&
    (day as number) >= 1
  );
}

/** CRIT-029: an activity date written `activityId_dayNumber`. */
export const activityDay: Field<ActivityDay> = {
  decode: (text) => {
    const [, activityId = '', dayText = ''] = ACTIVITY_DAY.exec(text) ?? [];
    const day = dayOfStay.decode(dayText);
    return day !== undefined && ACTIVITY_ID.test(activityId) ? { activityId, day } : undefined;
  },
  encode: (value) => (isActivityDay(value) ? `${value.activityId}_${value.day}` : undefined),
};
