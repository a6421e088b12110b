/** The product domain's models: text in a language, local tax, program, activities and room. */
import type {
  LocalTax,
  ProductActivity,
  ProgramLine as ProgramLineModel,
} from '@shop/api-contract';
import type { Locale } from '@shop/criteria';
import { languageOf, type LocalizedText } from '../db/localized-text';
import type { ProgramLine, rooms, WeekendActivity } from '../db/schema';

/** The text in the locale's language, English when missing. */
export const inLanguage = (value: LocalizedText | null | undefined, locale: Locale): string =>
  value ? (value[languageOf(locale)] ?? value.en ?? '') : '';

export interface Pax {
  adult: number;
  child: number;
  baby: number;
}

export interface HotelTaxColumns {
  localTaxCents: number;
  localTaxType: 'PER_PERSON_PER_NIGHT' | 'BOOKING_PERCENTAGE';
  localTaxPercentage: number | null;
  localTaxPaidAtHotel: boolean;
}

/** PROD-043 */
export const localTaxOf = (hotel: HotelTaxColumns): LocalTax => ({
  amount: hotel.localTaxCents,
  currency: 'EUR',
  toBePaidAtHotel: hotel.localTaxPaidAtHotel,
  type: hotel.localTaxType,
  percentage: hotel.localTaxPercentage,
});

/**
 * PROD-031, PROD-042: the stay's local tax in cents: per adult and night (children and babies are
 * exempt), or a percentage of the party's package price.
 */
export function localTaxTotal(
  tax: LocalTax,
  adults: number,
  nights: number,
  total: number,
): number {
  if (tax.type === 'BOOKING_PERCENTAGE') return Math.round((total * (tax.percentage ?? 0)) / 100);
  return tax.amount * adults * nights;
}

export const programLinesOf = (lines: readonly ProgramLine[], locale: Locale): ProgramLineModel[] =>
  lines.map((line) => ({
    type: line.type,
    activityId: line.activityId,
    title: inLanguage(line.title, locale),
  }));

export const activitiesOf = (
  activities: readonly WeekendActivity[],
  weekendId: number,
  locale: Locale,
): ProductActivity[] =>
  activities.map((activity) => ({
    activityId: activity.activityId ?? `${activity.tagId}-${weekendId}`,
    tagId: activity.tagId,
    title: inLanguage(activity.name, locale),
    description: inLanguage(activity.description ?? activity.name, locale),
    type: activity.tagId === 'dinner' ? 'DINNER' : 'ACTIVITY',
    durationMinutes: activity.durationMinutes ?? null,
    menu: activity.menu ? inLanguage(activity.menu, locale) : null,
    needsDate: activity.needsDate ?? false,
    imageUrl: null,
  }));

/** "Breakfast, Spa access…": the program without its room line (PROD-061). */
export const shortProgramIntro = (lines: readonly ProgramLine[], locale: Locale): string =>
  lines
    .filter((line) => line.type !== 'ROOM')
    .map((line) => inLanguage(line.title, locale))
    .join(', ');

export const MAIN_IMAGE_SIZE = '640_360';

/** The room of a product or hotel page (PROD room section, LEFT-030), in one language. */
export function roomModel(
  room: typeof rooms.$inferSelect,
  images: Record<string, string[]>,
  locale: Locale,
) {
  return {
    id: room.id,
    uuid: room.uuid,
    label: inLanguage(room.label, locale),
    size: room.sizeM2,
    type: room.type,
    capacity: room.capacity,
    maxCapacity: room.maxCapacity,
    bedding: inLanguage(room.bedding, locale),
    description: inLanguage(room.description, locale),
    imageUrl: images[MAIN_IMAGE_SIZE]?.[0] ?? null,
    images: images[MAIN_IMAGE_SIZE] ?? [],
    imagesBySize: images,
  };
}
