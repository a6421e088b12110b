import type { LocalizedText } from '../db/localized-text';
import { LANGUAGES } from '../db/localized-text';
import type { hotels, weekends } from '../db/schema';
import { CITIES, cityName, type City } from './cities';
import { createRandom, type Random } from './random';

export interface CatalogueOptions {
  /** Number of hotels. */
  hotels: number;
  /** PRNG seed: the same seed and options always give the same catalogue. */
  seed: number;
  /** First availability date (YYYY-MM-DD); availability covers the 12 months from it. */
  today: string;
}

/** Daily availability in columns, ready for a bulk insert; `dayOffset` counts days from `today`. */
export interface AvailabilityColumns {
  weekendId: number[];
  dayOffset: number[];
  priceCents: number[];
  minLos: number[];
  availableRooms: number[];
}

export interface Catalogue {
  hotels: (typeof hotels.$inferInsert & { id: number })[];
  weekends: (typeof weekends.$inferInsert & { id: number })[];
  availability: AvailabilityColumns;
}

interface Theme {
  label: LocalizedText;
  /** Price of what the package adds to the room (dinner, spa, tasting…), in euros. */
  extra: readonly [min: number, max: number];
}

/** Labels use {city}, replaced by the city's name in the label's language. */
const THEMES: readonly Theme[] = [
  {
    label: {
      en: 'Romantic weekend in {city}',
      fr: 'Week-end romantique à {city}',
      es: 'Fin de semana romántico en {city}',
      nl: 'Romantisch weekend in {city}',
      it: 'Weekend romantico a {city}',
    },
    extra: [30, 80],
  },
  {
    label: {
      en: 'Spa break in {city}',
      fr: 'Séjour bien-être à {city}',
      es: 'Escapada con spa en {city}',
      nl: 'Wellnessweekend in {city}',
      it: 'Soggiorno benessere a {city}',
    },
    extra: [40, 110],
  },
  {
    label: {
      en: 'Gourmet getaway in {city}',
      fr: 'Escapade gourmande à {city}',
      es: 'Escapada gastronómica en {city}',
      nl: 'Culinair uitje in {city}',
      it: 'Fuga gastronomica a {city}',
    },
    extra: [60, 140],
  },
  {
    label: {
      en: 'Cultural city break in {city}',
      fr: 'City break culturel à {city}',
      es: 'Escapada cultural en {city}',
      nl: 'Culturele citytrip naar {city}',
      it: 'Fuga culturale a {city}',
    },
    extra: [15, 45],
  },
  {
    label: {
      en: 'Family weekend in {city}',
      fr: 'Week-end en famille à {city}',
      es: 'Fin de semana en familia en {city}',
      nl: 'Familieweekend in {city}',
      it: 'Weekend in famiglia a {city}',
    },
    extra: [20, 60],
  },
  {
    label: {
      en: 'Wine tasting escape near {city}',
      fr: 'Escapade œnologique près de {city}',
      es: 'Escapada enológica cerca de {city}',
      nl: 'Wijnproeverij bij {city}',
      it: 'Degustazione di vini vicino a {city}',
    },
    extra: [35, 90],
  },
  {
    label: {
      en: 'Relaxing stay with breakfast in {city}',
      fr: 'Séjour détente avec petit-déjeuner à {city}',
      es: 'Estancia relajante con desayuno en {city}',
      nl: 'Ontspannen verblijf met ontbijt in {city}',
      it: 'Soggiorno relax con colazione a {city}',
    },
    extra: [10, 30],
  },
  {
    label: {
      en: 'Outdoor escape around {city}',
      fr: 'Évasion nature autour de {city}',
      es: 'Escapada de naturaleza cerca de {city}',
      nl: 'Natuuruitje rond {city}',
      it: 'Fuga nella natura intorno a {city}',
    },
    extra: [25, 70],
  },
];

const HOTEL_NAMES: Record<
  City['style'],
  { prefixes: readonly string[]; cores: readonly string[] }
> = {
  fr: {
    prefixes: [
      'Hôtel',
      'Hôtel',
      'Hôtel',
      'Château',
      'Domaine',
      'Le Relais',
      'La Maison',
      'Manoir',
      'Auberge',
    ],
    cores: [
      'des Arts',
      'du Parc',
      'Saint-Jacques',
      'Belle Vue',
      'du Lac',
      'des Vignes',
      'du Palais',
      'des Remparts',
      'de la Plage',
      'du Théâtre',
      'Le Régent',
      'des Tilleuls',
      'Beau Rivage',
      'des Ducs',
      'du Port',
      'Lumière',
      'Saint-Louis',
      'des Jardins',
    ],
  },
  es: {
    prefixes: ['Hotel', 'Hotel', 'Hotel', 'Hostal', 'Parador', 'Casa', 'Gran Hotel', 'Posada'],
    cores: [
      'del Mar',
      'Plaza',
      'Real',
      'Los Olivos',
      'Las Arenas',
      'del Sol',
      'Santa Cruz',
      'Miramar',
      'El Patio',
      'San Telmo',
      'Costa Azul',
      'Las Palmeras',
      'Don Pedro',
      'Catedral',
      'La Muralla',
      'Alameda',
    ],
  },
  it: {
    prefixes: [
      'Hotel',
      'Hotel',
      'Hotel',
      'Albergo',
      'Palazzo',
      'Villa',
      'Locanda',
      'Grand Hotel',
      'Relais',
    ],
    cores: [
      'Bellavista',
      'del Duomo',
      'San Marco',
      'Miramare',
      'dei Fiori',
      'La Pergola',
      'Belvedere',
      'Il Giardino',
      'delle Rose',
      'Santa Chiara',
      'Dante',
      'Excelsior',
      'Medici',
      'al Ponte',
      'Cavour',
      'Aurora',
    ],
  },
  nl: {
    prefixes: ['Hotel', 'Hotel', 'Hotel', 'Landgoed', 'Herberg', 'Boutique Hotel', 'Grand Hotel'],
    cores: [
      'De Gouden Leeuw',
      'De Zwaan',
      'Aan de Gracht',
      'Het Anker',
      'De Molen',
      'Oranje',
      'De Wittenburg',
      "'t Hooge Huys",
      'Het Pakhuis',
      'De Tulp',
      'Zeezicht',
      'De Kroon',
      'Rembrandt',
      'Het Raedthuys',
    ],
  },
};

const STARS = [
  { stars: 2, weight: 10, nightly: [60, 90] },
  { stars: 3, weight: 40, nightly: [80, 140] },
  { stars: 4, weight: 38, nightly: [120, 220] },
  { stars: 5, weight: 12, nightly: [220, 450] },
] as const;

/** Price factor per month (January first): high summer and the end of the year cost more. */
const SEASON = [0.85, 0.85, 0.95, 1, 1.05, 1.15, 1.25, 1.3, 1.05, 1, 0.9, 1.1] as const;
/** Price factor per check-in weekday (Sunday first): Friday and Saturday check-ins cost more. */
const WEEKDAY = [0.92, 0.95, 0.95, 0.95, 0.97, 1.12, 1.15] as const;
const NIGHTS = [
  { nights: 1, weight: 55 },
  { nights: 2, weight: 35 },
  { nights: 3, weight: 10 },
] as const;
const PROMOS = [10, 15, 20, 25, 30, 35, 40] as const;
const DAY_MS = 86_400_000;

/** Rounds euros to whole euros, expressed in cents. */
const toCents = (euros: number): number => Math.round(euros) * 100;

function hotelName(random: Random, city: City): string {
  const { prefixes, cores } = HOTEL_NAMES[city.style];
  const name = `${random.pick(prefixes)} ${random.pick(cores)}`;
  return random.chance(0.2) ? `${name} ${city.name}` : name;
}

function label(theme: Theme, city: City): LocalizedText {
  const entries = LANGUAGES.map((language) => [
    language,
    theme.label[language].replace('{city}', cityName(city, language)),
  ]);
  return Object.fromEntries(entries) as LocalizedText;
}

function parseDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`expected a YYYY-MM-DD date, got "${day}"`);
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  return Date.UTC(year, month - 1, date);
}

/** Builds a believable catalogue: hotels, their weekend packages and 12 months of daily prices. */
export function generateCatalogue({
  hotels: hotelCount,
  seed,
  today,
}: CatalogueOptions): Catalogue {
  const random = createRandom(seed);
  const start = parseDay(today);
  const startDate = new Date(start);
  const end = Date.UTC(
    startDate.getUTCFullYear(),
    startDate.getUTCMonth() + 12,
    startDate.getUTCDate(),
  );
  const days = Math.round((end - start) / DAY_MS);
  const catalogue: Catalogue = {
    hotels: [],
    weekends: [],
    availability: { weekendId: [], dayOffset: [], priceCents: [], minLos: [], availableRooms: [] },
  };
  const { availability } = catalogue;

  for (let hotelId = 1; hotelId <= hotelCount; hotelId += 1) {
    const city = random.weighted(CITIES, (candidate) => candidate.weight);
    const category = random.weighted(STARS, (candidate) => candidate.weight);
    catalogue.hotels.push({
      id: hotelId,
      name: hotelName(random, city),
      stars: category.stars,
      city: city.name,
      countryCode: city.countryCode,
      latitude: Number((city.latitude + random.between(-0.02, 0.02)).toFixed(5)),
      longitude: Number((city.longitude + random.between(-0.03, 0.03)).toFixed(5)),
    });

    const nightly = random.between(category.nightly[0], category.nightly[1]);
    const themes = [...THEMES];
    const weekendCount = 1 + (random.chance(0.35) ? 1 : 0) + (random.chance(0.1) ? 1 : 0);
    for (let n = 0; n < weekendCount; n += 1) {
      const theme = themes.splice(random.int(0, themes.length - 1), 1)[0];
      if (!theme) break;
      const weekendId = catalogue.weekends.length + 1;
      const { nights } = random.weighted(NIGHTS, (candidate) => candidate.weight);
      const basePrice = nights * nightly + random.between(theme.extra[0], theme.extra[1]);
      // Its own stream, so that the hotels and weekends do not depend on `today`.
      const daily = createRandom(random.int(0, 0xffffffff));

      let fromPrice = Number.POSITIVE_INFINITY;
      for (let day = 0; day < days; day += 1) {
        const date = new Date(start + day * DAY_MS);
        const weekday = date.getUTCDay();
        const month = date.getUTCMonth();
        const priceCents = toCents(
          basePrice * (SEASON[month] ?? 1) * (WEEKDAY[weekday] ?? 1) * daily.between(0.95, 1.05),
        );
        const peak = (weekday === 5 || weekday === 6) && (month === 6 || month === 7);
        const minLos = daily.chance(peak ? 0.5 : 0.05) ? 2 : 1;
        const availableRooms = daily.chance(0.08) ? 0 : daily.int(1, 8);
        availability.weekendId.push(weekendId);
        availability.dayOffset.push(day);
        availability.priceCents.push(priceCents);
        availability.minLos.push(minLos);
        availability.availableRooms.push(availableRooms);
        if (availableRooms > 0 && minLos <= nights) fromPrice = Math.min(fromPrice, priceCents);
      }

      // BEY-005: the "from" price is a real bookable price of the coming 12 months.
      const sellPriceCents = Number.isFinite(fromPrice) ? fromPrice : toCents(basePrice);
      const promo = random.chance(0.45) ? random.pick(PROMOS) : 0;
      const refPriceCents = promo
        ? Math.ceil(sellPriceCents / (100 - promo)) * 100
        : sellPriceCents;
      catalogue.weekends.push({
        id: weekendId,
        hotelId,
        label: label(theme, city),
        nights,
        sellPriceCents,
        refPriceCents,
        promoPercent: Math.round(((refPriceCents - sellPriceCents) * 100) / refPriceCents),
      });
    }
  }
  return catalogue;
}
