/**
 * Tests only: the zod/mini implementation of the address models that the field tables replaced
 * (ADR 0019), kept verbatim in behaviour as an independent oracle. The property tests check that
 * the field tables read and write exactly what these schemas and codecs did, on any input.
 */
import { z } from 'zod/mini';
import { DEFAULT_ADULTS, DEFAULT_BABIES, DEFAULT_CHILDREN } from '../market';
import { PAX_BOUNDS, withSingleRoom } from '../pax';
import { DEFAULT_SORT, SORTS } from '../sort';
import { FLOWS } from '../query';
import { PLACE_KEYS } from '../hash/schema';
import { RECENTLY_VIEWED_TYPES } from '../recently-viewed';

type TextCodec<T> = z.ZodMiniType<T, string>;

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;
const toNumber = (text: string) => Number(text) + 0;

const intCodec = (schema: z.ZodMiniType<number, number>) =>
  z.codec(z.string().check(z.regex(INTEGER)), schema, { decode: toNumber, encode: String });
const decimalCodec = (schema: z.ZodMiniType<number, number>) =>
  z.codec(z.string().check(z.regex(DECIMAL)), schema, { decode: toNumber, encode: String });
const flagCodec = z.codec(z.enum(['1', '0', 'true', 'false']), z.boolean(), {
  decode: (text) => text === '1' || text === 'true',
  encode: (flag) => (flag ? '1' : '0'),
});

function listCodec<T>(item: TextCodec<T>, separator = ',', keyOf: (value: T) => string = String) {
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

function decodeParams<S extends z.ZodMiniObject>(
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

function encodeParams(schema: z.ZodMiniObject, codecs: Codecs, model: object): [string, string][] {
  const value = model as Readonly<Record<string, unknown>>;
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

const joinParams = (entries: readonly (readonly [string, string])[]) =>
  entries
    .map(([key, text]) => `${key}=${encodeURIComponent(text).replaceAll('%2C', ',')}`)
    .join('&');
const toParams = (text: string | null | undefined) =>
  new URLSearchParams((text ?? '').replace(/^[#?]/, ''));

export const IsoDateSchema = z.iso.date();

const intBetween = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const positiveInt = () => z.int().check(z.minimum(1));
const nonNegativeInt = () => z.int().check(z.minimum(0));
const AdultsSchema = intBetween(PAX_BOUNDS.adult.min, PAX_BOUNDS.adult.max);
const ChildrenSchema = intBetween(PAX_BOUNDS.child.min, PAX_BOUNDS.child.max);
const BabiesSchema = intBetween(PAX_BOUNDS.baby.min, PAX_BOUNDS.baby.max);
const NightsSchema = positiveInt();
const ThemeIdSchema = positiveInt();
const DistanceSchema = nonNegativeInt();
const CentsSchema = nonNegativeInt();
const StarsSchema = intBetween(1, 5);
const HotelScoreSchema = z.number().check(z.minimum(0), z.maximum(10));
const LatitudeSchema = z.number().check(z.minimum(-90), z.maximum(90));
const LongitudeSchema = z.number().check(z.minimum(-180), z.maximum(180));
const SortSchema = z.enum(SORTS);
const GiftFormatSchema = z.enum(['digital', 'physical']);
const KeySchema = z.string().check(z.regex(/^[\w.:-]{1,100}$/));
const ActivityIdSchema = z.string().check(z.regex(/^[A-Za-z0-9]{1,50}$/));
const ActivityDaySchema = z.object({ activityId: ActivityIdSchema, day: positiveInt() });

const optional = z.optional;
const list = <S extends z.ZodMiniType>(item: S) => z._default(z.array(item), []);
const flag = () => z._default(z.boolean(), false);

export const SearchCriteriaSchema = z.object({
  checkin: optional(IsoDateSchema),
  checkout: optional(IsoDateSchema),
  a: z._default(AdultsSchema, DEFAULT_ADULTS),
  b: z._default(BabiesSchema, DEFAULT_BABIES),
  c: z._default(ChildrenSchema, DEFAULT_CHILDREN),
  s: flag(),
  nights: optional(NightsSchema),
  night: optional(NightsSchema),
  theme: optional(ThemeIdSchema),
  city: optional(KeySchema),
  lat: optional(LatitudeSchema),
  lng: optional(LongitudeSchema),
  distanceMin: optional(DistanceSchema),
  distanceMax: optional(DistanceSchema),
  sort: z._default(SortSchema, DEFAULT_SORT),
  hotel: optional(KeySchema),
  giftNights: optional(NightsSchema),
  giftFormat: optional(GiftFormatSchema),
  activityDates: list(ActivityDaySchema),
  error: flag(),
  isLoading: flag(),
  region: optional(KeySchema),
  department: optional(KeySchema),
  country: optional(KeySchema),
  poi: optional(KeySchema),
  touristicregion: optional(KeySchema),
  searesort: optional(KeySchema),
  skiresort: optional(KeySchema),
  hotelTypes: list(KeySchema),
  hotelEnvironments: list(KeySchema),
  hotelStyles: list(KeySchema),
  stars: list(StarsSchema),
  hotelScore: z._default(HotelScoreSchema, 0),
  priceMin: optional(CentsSchema),
  priceMax: optional(CentsSchema),
  facilities: list(KeySchema),
  tags: list(ActivityIdSchema),
});

export const ProductHashSchema = z.extend(
  z.pick(SearchCriteriaSchema, {
    checkin: true,
    checkout: true,
    a: true,
    b: true,
    c: true,
    s: true,
    nights: true,
    night: true,
    giftNights: true,
    giftFormat: true,
  }),
  {
    giftAdult: optional(AdultsSchema),
    error: flag(),
    isLoading: flag(),
    activityDates: list(ActivityDaySchema),
    hotel: optional(KeySchema),
    productId: optional(KeySchema),
  },
);

const ACTIVITY_DAY = /^([A-Za-z0-9]+)_(\d+)$/;
const activityDayCodec = z.codec(z.string().check(z.regex(ACTIVITY_DAY)), ActivityDaySchema, {
  decode: (text) => {
    const [, activityId = '', day = ''] = ACTIVITY_DAY.exec(text) ?? [];
    return { activityId, day: Number(day) };
  },
  encode: ({ activityId, day }) => `${activityId}_${day}`,
});
const keyList = listCodec(KeySchema);

const HASH_CODECS: Codecs = {
  checkin: IsoDateSchema,
  checkout: IsoDateSchema,
  a: intCodec(AdultsSchema),
  b: intCodec(BabiesSchema),
  c: intCodec(ChildrenSchema),
  s: flagCodec,
  nights: intCodec(NightsSchema),
  night: intCodec(NightsSchema),
  theme: intCodec(ThemeIdSchema),
  city: KeySchema,
  lat: decimalCodec(LatitudeSchema),
  lng: decimalCodec(LongitudeSchema),
  distanceMin: intCodec(DistanceSchema),
  distanceMax: intCodec(DistanceSchema),
  sort: SortSchema,
  hotel: KeySchema,
  giftNights: intCodec(NightsSchema),
  giftFormat: GiftFormatSchema,
  giftAdult: intCodec(AdultsSchema),
  activityDates: listCodec(activityDayCodec, '-', (day) => day.activityId) as TextCodec<unknown>,
  error: flagCodec,
  isLoading: flagCodec,
  region: KeySchema,
  department: KeySchema,
  country: KeySchema,
  poi: KeySchema,
  touristicregion: KeySchema,
  searesort: KeySchema,
  skiresort: KeySchema,
  hotelTypes: keyList,
  hotelEnvironments: keyList,
  hotelStyles: keyList,
  stars: listCodec(intCodec(StarsSchema)),
  hotelScore: decimalCodec(HotelScoreSchema),
  priceMin: intCodec(CentsSchema),
  priceMax: intCodec(CentsSchema),
  facilities: keyList,
  tags: listCodec(ActivityIdSchema),
  productId: KeySchema,
};

type SearchOutput = z.output<typeof SearchCriteriaSchema>;
type ProductOutput = z.output<typeof ProductHashSchema>;

export const referenceParseSearchHash = (hash: string | null | undefined): SearchOutput =>
  withSingleRoom(decodeParams(SearchCriteriaSchema, HASH_CODECS, toParams(hash)));
export const referenceParseProductHash = (hash: string | null | undefined): ProductOutput =>
  withSingleRoom(decodeParams(ProductHashSchema, HASH_CODECS, toParams(hash)));
export const referenceSerialiseSearchHash = (criteria: object) =>
  joinParams(encodeParams(SearchCriteriaSchema, HASH_CODECS, criteria));
export const referenceSerialiseProductHash = (hash: object) =>
  joinParams(encodeParams(ProductHashSchema, HASH_CODECS, hash));

const FlowSchema = z.enum(FLOWS);
const PageSchema = z.int().check(z.minimum(0));
const FromSchema = z.string().check(z.regex(/^\w{1,50}$/));
const SearchQuerySchema = z.object({
  flow: z._default(FlowSchema, 'booking'),
  page: z._default(PageSchema, 0),
  from: z.optional(FromSchema),
});
const QUERY_CODECS: Codecs = { flow: FlowSchema, page: intCodec(PageSchema), from: FromSchema };

export const referenceParseSearchQuery = (search: string | null | undefined) =>
  decodeParams(SearchQuerySchema, QUERY_CODECS, toParams(search));
export const referenceSerialiseSearchQuery = (query: object) =>
  joinParams(encodeParams(SearchQuerySchema, QUERY_CODECS, query));

const RecentSearchSchema = z.object({
  id: z.string().check(z.minLength(1)),
  label: z.string(),
  category: z.enum(PLACE_KEYS),
});
/** One stored recent search as the zod schema read it, or undefined when it rejected it. */
export const referenceRecentSearch = (entry: unknown) => {
  const read = z.safeParse(RecentSearchSchema, entry);
  return read.success ? read.data : undefined;
};

const optionalNumber = z.optional(z.number());
const RecentlyViewedItemSchema = z.object({
  id: z.union([z.string().check(z.minLength(1)), z.number()]),
  imageUrl: z.optional(z.string()),
  label: z.string(),
  type: z.enum(RECENTLY_VIEWED_TYPES),
  uri: z.string(),
  hotel: z.optional(
    z.object({
      id: z.optional(z.union([z.string(), z.number()])),
      label: z.optional(z.string()),
      stars: optionalNumber,
      location: z.optional(z.object({ label: z.optional(z.string()) })),
      review: z.optional(z.object({ count: optionalNumber, average: optionalNumber })),
    }),
  ),
  price: z.optional(
    z.object({
      sellPrice: optionalNumber,
      refPrice: optionalNumber,
      promo: optionalNumber,
      nights: optionalNumber,
    }),
  ),
});
/** One stored recently viewed item as the zod schema read it, or undefined when it rejected it. */
export const referenceRecentlyViewedItem = (entry: unknown) => {
  const read = z.safeParse(RecentlyViewedItemSchema, entry);
  return read.success ? read.data : undefined;
};
