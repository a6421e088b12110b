/**
 * CRIT-006..008: how each hash value is written. Dates `yyyy-MM-dd`, numbers plain, flags `1`,
 * lists comma-joined, activity dates `activityId_day` joined by dashes (CRIT-029).
 */
import { z } from 'zod/mini';
import { IsoDateSchema } from '../dates';
import { decimalCodec, flagCodec, intCodec, listCodec, type TextCodec } from '../params';
import {
  ActivityDaySchema,
  ActivityIdSchema,
  AdultsSchema,
  BabiesSchema,
  CentsSchema,
  ChildrenSchema,
  DistanceSchema,
  GiftFormatSchema,
  HotelScoreSchema,
  KeySchema,
  LatitudeSchema,
  LongitudeSchema,
  NightsSchema,
  SortSchema,
  StarsSchema,
  ThemeIdSchema,
  type ProductHash,
  type SearchCriteria,
} from './schema';

const ACTIVITY_DAY = /^([A-Za-z0-9]+)_(\d+)$/;

/** CRIT-029: `activityId_dayNumber`. */
const activityDayCodec = z.codec(z.string().check(z.regex(ACTIVITY_DAY)), ActivityDaySchema, {
  decode: (text) => {
    const [, activityId = '', day = ''] = ACTIVITY_DAY.exec(text) ?? [];
    return { activityId, day: Number(day) };
  },
  encode: ({ activityId, day }) => `${activityId}_${day}`,
});

const keyList = listCodec(KeySchema);

type HashFields = SearchCriteria & ProductHash;

export const HASH_CODECS = {
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
  activityDates: listCodec(activityDayCodec, '-', (day) => day.activityId),
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
} satisfies { [K in keyof HashFields]-?: TextCodec<NonNullable<HashFields[K]>> };
