import { FAMILY_THEME_ID } from '@shop/criteria';
import type { LocalizedText } from '../db/localized-text';
import { LANGUAGES } from '../db/localized-text';
import {
  IMAGE_SIZES,
  type hotels,
  type imageSets,
  type ProgramLine,
  type rooms,
  type themes,
  type WeekendActivity,
  type weekends,
} from '../db/schema';
import { CITIES, cityName, type City } from './cities';
import { generateDestinations, type DestinationRow } from './destinations';
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
  promoPercent: number[];
  /** 1 when the day has the weekend's lowest bookable price of its month, else 0. */
  bestPriceOfMonth: number[];
}

export interface Catalogue {
  destinations: DestinationRow[];
  themes: (typeof themes.$inferInsert)[];
  hotels: (typeof hotels.$inferInsert & { id: number })[];
  weekends: (typeof weekends.$inferInsert & { id: number })[];
  availability: AvailabilityColumns;
  /** Product page data (issue 3 §4): rooms and picture sets. */
  rooms: (typeof rooms.$inferInsert & { id: number })[];
  imageSets: (typeof imageSets.$inferInsert)[];
}

interface Theme {
  /** themes.id */
  id: number;
  /** The theme's own name (themes.label). */
  name: LocalizedText;
  /** Activities a package of this theme includes (at most one is drawn). */
  activities: readonly WeekendActivity[];
  label: LocalizedText;
  /** Price of what the package adds to the room (dinner, spa, tasting…), in euros. */
  extra: readonly [min: number, max: number];
}

/** Labels use {city}, replaced by the city's name in the label's language. */
const THEMES: readonly Theme[] = [
  {
    id: 1,
    name: { en: 'Romantic', fr: 'Romantique', es: 'Romántico', nl: 'Romantisch', it: 'Romantico' },
    activities: [
      {
        tagId: 'champagne',
        name: {
          en: 'Champagne in the room',
          fr: 'Champagne en chambre',
          es: 'Cava en la habitación',
          nl: 'Champagne op de kamer',
          it: 'Spumante in camera',
        },
      },
    ],
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
    id: 2,
    name: { en: 'Wellness', fr: 'Bien-être', es: 'Bienestar', nl: 'Wellness', it: 'Benessere' },
    activities: [
      {
        tagId: 'spa',
        name: {
          en: 'Spa access',
          fr: 'Accès au spa',
          es: 'Acceso al spa',
          nl: 'Toegang tot de spa',
          it: 'Accesso alla spa',
        },
      },
      {
        tagId: 'massage',
        name: { en: 'Massage', fr: 'Massage', es: 'Masaje', nl: 'Massage', it: 'Massaggio' },
      },
    ],
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
    id: 3,
    name: {
      en: 'Gastronomy',
      fr: 'Gastronomie',
      es: 'Gastronomía',
      nl: 'Gastronomie',
      it: 'Gastronomia',
    },
    activities: [
      {
        tagId: 'dinner',
        name: {
          en: 'Gourmet dinner',
          fr: 'Dîner gastronomique',
          es: 'Cena gourmet',
          nl: 'Gastronomisch diner',
          it: 'Cena gourmet',
        },
      },
    ],
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
    id: 4,
    name: { en: 'Culture', fr: 'Culture', es: 'Cultura', nl: 'Cultuur', it: 'Cultura' },
    activities: [
      {
        tagId: 'museum',
        name: {
          en: 'Museum pass',
          fr: 'Pass musées',
          es: 'Pase de museos',
          nl: 'Museumpas',
          it: 'Pass musei',
        },
      },
      {
        tagId: 'citytour',
        name: {
          en: 'Guided city tour',
          fr: 'Visite guidée',
          es: 'Visita guiada',
          nl: 'Rondleiding',
          it: 'Visita guidata',
        },
      },
    ],
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
    id: FAMILY_THEME_ID,
    name: { en: 'Family', fr: 'En famille', es: 'En familia', nl: 'Gezin', it: 'In famiglia' },
    activities: [
      {
        tagId: 'zoo',
        name: {
          en: 'Zoo tickets',
          fr: 'Entrées au zoo',
          es: 'Entradas al zoo',
          nl: 'Dierentuinkaartjes',
          it: 'Biglietti per lo zoo',
        },
      },
      {
        tagId: 'themepark',
        name: {
          en: 'Theme park tickets',
          fr: 'Entrées au parc',
          es: 'Entradas al parque',
          nl: 'Pretparkkaartjes',
          it: 'Biglietti per il parco',
        },
      },
    ],
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
    id: 5,
    name: { en: 'Wine', fr: 'Œnologie', es: 'Enología', nl: 'Wijn', it: 'Vino' },
    activities: [
      {
        tagId: 'wine',
        name: {
          en: 'Wine tasting',
          fr: 'Dégustation de vins',
          es: 'Cata de vinos',
          nl: 'Wijnproeverij',
          it: 'Degustazione di vini',
        },
      },
    ],
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
    id: 6,
    name: { en: 'Relaxation', fr: 'Détente', es: 'Relax', nl: 'Ontspanning', it: 'Relax' },
    activities: [],
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
    id: 7,
    name: { en: 'Nature', fr: 'Nature', es: 'Naturaleza', nl: 'Natuur', it: 'Natura' },
    activities: [
      {
        tagId: 'bike',
        name: {
          en: 'Bike rental',
          fr: 'Location de vélos',
          es: 'Alquiler de bicicletas',
          nl: 'Fietsverhuur',
          it: 'Noleggio bici',
        },
      },
      {
        tagId: 'hiking',
        name: {
          en: 'Guided hike',
          fr: 'Randonnée guidée',
          es: 'Excursión guiada',
          nl: 'Begeleide wandeling',
          it: 'Escursione guidata',
        },
      },
    ],
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
const PROMOS = [5, 10, 15, 20, 25, 30, 35, 40] as const;
/** Selling points drawn for the cards (headwords). */
const HEADWORDS: readonly LocalizedText[] = [
  {
    en: 'Breakfast included',
    fr: 'Petit-déjeuner inclus',
    es: 'Desayuno incluido',
    nl: 'Ontbijt inbegrepen',
    it: 'Colazione inclusa',
  },
  {
    en: 'Late check-out',
    fr: 'Départ tardif',
    es: 'Salida tardía',
    nl: 'Laat uitchecken',
    it: 'Check-out posticipato',
  },
  {
    en: 'Welcome drink',
    fr: "Cocktail d'accueil",
    es: 'Bebida de bienvenida',
    nl: 'Welkomstdrankje',
    it: 'Drink di benvenuto',
  },
  {
    en: 'Free parking',
    fr: 'Parking gratuit',
    es: 'Aparcamiento gratuito',
    nl: 'Gratis parkeren',
    it: 'Parcheggio gratuito',
  },
];
const HOTEL_TYPES = ['hotel', 'hotel', 'hotel', 'guesthouse', 'castle', 'residence'] as const;
const STYLES = ['boutique', 'design', 'charming', 'historic', 'luxury'] as const;
const FACILITIES = [
  'wifi',
  'parking',
  'restaurant',
  'spa',
  'pool',
  'fitness',
  'bar',
  'pets',
  'air-conditioning',
] as const;
const STREETS: Record<City['style'], readonly string[]> = {
  fr: ['rue de la République', 'avenue Victor Hugo', 'place du Marché', 'quai des Arts'],
  es: ['Calle Mayor', 'Avenida de la Constitución', 'Plaza Real', 'Paseo del Mar'],
  it: ['Via Roma', 'Corso Italia', 'Piazza Garibaldi', 'Via Dante'],
  nl: ['Kerkstraat', 'Marktplein', 'Stationsweg', 'Herengracht'],
};
const BIG_CITIES = new Set(['Paris', 'Madrid', 'Barcelona', 'Roma', 'Milano', 'Amsterdam']);
const DAY_MS = 86_400_000;

/** Rounds euros to whole euros, expressed in cents. */
const toCents = (euros: number): number => Math.round(euros) * 100;

/** Up to `max` distinct items, each kept with the given probability. */
function some<T>(random: Random, items: readonly T[], probability: number): T[] {
  return [...new Set(items.filter(() => random.chance(probability)))];
}

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
  const places = generateDestinations();
  const catalogue: Catalogue = {
    destinations: places.rows,
    themes: THEMES.map((theme) => ({ id: theme.id, label: theme.name })),
    hotels: [],
    weekends: [],
    rooms: [],
    imageSets: [],
    availability: {
      weekendId: [],
      dayOffset: [],
      priceCents: [],
      minLos: [],
      availableRooms: [],
      promoPercent: [],
      bestPriceOfMonth: [],
    },
  };
  const { availability } = catalogue;
  // The search attributes draw from streams of their own, so that the original columns keep
  // their values whatever is added here.
  const traits = createRandom(seed ^ 0x5ea2c4);
  const months = Array.from({ length: days }, (_, day) => {
    const date = new Date(start + day * DAY_MS);
    return date.getUTCFullYear() * 12 + date.getUTCMonth();
  });

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
      ...hotelTraits(traits, hotelId, city, places.resortOf.get(city.name)),
      zipCode: places.rows[places.ofCity.get(city.name)![0]! - 1]!.postalCode ?? '',
      destinationIds: places.ofCity.get(city.name)!,
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
      const dailySeed = random.int(0, 0xffffffff);
      const daily = createRandom(dailySeed);
      const dailyPromo = createRandom(dailySeed ^ 0x9e3779b9);
      const weekendPromo = traits.chance(0.5) ? traits.pick(PROMOS) : 0;
      const firstRow = availability.weekendId.length;

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
        // Mostly the package's own promotion; some days below the 10 % display threshold.
        const roll = dailyPromo.next();
        availability.promoPercent.push(
          weekendPromo && roll < 0.7 ? weekendPromo : roll < 0.85 ? 0 : roll < 0.95 ? 5 : 15,
        );
        availability.bestPriceOfMonth.push(0);
        if (availableRooms > 0 && minLos <= nights) fromPrice = Math.min(fromPrice, priceCents);
      }
      markBestPrices(availability, firstRow, months, nights);

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
        ...weekendTraits(traits, theme),
      });
    }
  }
  addProductDetails(catalogue, seed);
  return catalogue;
}

/** BEST_PRICE_OF_THE_MONTH: flags the first day of each month at the month's lowest bookable price. */
function markBestPrices(
  availability: AvailabilityColumns,
  firstRow: number,
  months: readonly number[],
  nights: number,
): void {
  const best = new Map<number, number>();
  for (let day = 0; day < months.length; day += 1) {
    const row = firstRow + day;
    if (availability.availableRooms[row]! === 0 || availability.minLos[row]! > nights) continue;
    const month = months[day]!;
    const current = best.get(month);
    if (current === undefined || availability.priceCents[row]! < availability.priceCents[current]!)
      best.set(month, row);
  }
  for (const row of best.values()) availability.bestPriceOfMonth[row] = 1;
}

function hotelTraits(
  random: Random,
  hotelId: number,
  city: City,
  resort: 'searesort' | 'skiresort' | undefined,
): Partial<typeof hotels.$inferInsert> {
  const environments = [
    resort === 'searesort' ? 'seaside' : resort === 'skiresort' ? 'mountain' : undefined,
    BIG_CITIES.has(city.name) || random.chance(0.5) ? 'city' : undefined,
    random.chance(0.25) ? 'countryside' : undefined,
  ].filter((environment) => environment !== undefined);
  const reviewed = random.chance(0.9);
  return {
    address: `${random.int(1, 120)} ${random.pick(STREETS[city.style])}`,
    hotelTypes: [random.pick(HOTEL_TYPES)],
    environments: environments.length > 0 ? environments : ['countryside'],
    styles: some(random, STYLES, 0.25),
    facilities: ['wifi', ...some(random, FACILITIES.slice(1), 0.35)],
    reviewAverage: reviewed ? Math.round(random.between(60, 98)) / 10 : null,
    reviewCount: reviewed ? random.int(3, 1500) : 0,
    images: [], // the API-served pictures of its image set (addProductDetails)
  };
}

function weekendTraits(random: Random, theme: Theme): Partial<typeof weekends.$inferInsert> {
  const activities =
    theme.activities.length > 0 && random.chance(0.8) ? [random.pick(theme.activities)] : [];
  const cancellable = random.chance(0.6);
  const discount = random.chance(0.1) ? random.pick([5, 10] as const) : undefined;
  return {
    themeIds: [theme.id],
    activities,
    activityTags: activities.map((activity) => activity.tagId),
    headwords: some(random, HEADWORDS, 0.3).slice(0, 2),
    marketingLabels: [
      random.chance(0.15) ? 'BEST_SELLER' : undefined,
      random.chance(0.1) ? 'NEW' : undefined,
      random.chance(0.05) ? 'EXCLUSIVE' : undefined,
    ].filter((label) => label !== undefined),
    cancellable,
    cancellationDeadlineDays: cancellable ? random.pick([2, 3, 7] as const) : null,
    cancellationType: cancellable ? 'FLEXIBLE' : 'NCNR',
    autoDiscountCode: discount ? `EXTRA${discount}` : null,
    autoDiscountValue: discount ?? null,
    lastMinute: random.chance(0.1),
    published: random.chance(0.97),
    connectivity: random.chance(0.5) ? 'CHANNEL_MANAGER' : 'EXTRANET',
    popularity: random.int(0, 1000),
  };
}

// ---------------------------------------------------------------------------------------------
// Product page data (issue 3 §4): rooms, program lines, activity details, hotel infos, local tax,
// check-in/out times and picture sets. Drawn from a stream of their own after everything else,
// so that the columns above keep their values.

const text = (en: string, fr: string, es: string, nl: string, it: string): LocalizedText => ({
  en,
  fr,
  es,
  nl,
  it,
});

const ROOM_TYPES = [
  {
    type: 'DOUBLE',
    label: text(
      'Double room',
      'Chambre double',
      'Habitación doble',
      'Tweepersoonskamer',
      'Camera doppia',
    ),
    bedding: text(
      '1 double bed',
      '1 lit double',
      '1 cama doble',
      '1 tweepersoonsbed',
      '1 letto matrimoniale',
    ),
    capacity: 2,
    maxCapacity: 3,
    size: [14, 22],
  },
  {
    type: 'TWIN',
    label: text('Twin room', 'Chambre twin', 'Habitación twin', 'Twin kamer', 'Camera twin'),
    bedding: text(
      '2 single beds',
      '2 lits simples',
      '2 camas individuales',
      '2 eenpersoonsbedden',
      '2 letti singoli',
    ),
    capacity: 2,
    maxCapacity: 3,
    size: [15, 22],
  },
  {
    type: 'SUPERIOR',
    label: text(
      'Superior room',
      'Chambre supérieure',
      'Habitación superior',
      'Superior kamer',
      'Camera superior',
    ),
    bedding: text(
      '1 king-size bed',
      '1 lit king-size',
      '1 cama extragrande',
      '1 kingsize bed',
      '1 letto king-size',
    ),
    capacity: 2,
    maxCapacity: 4,
    size: [20, 30],
  },
  {
    type: 'FAMILY',
    label: text(
      'Family room',
      'Chambre familiale',
      'Habitación familiar',
      'Familiekamer',
      'Camera familiare',
    ),
    bedding: text(
      '1 double bed and 2 single beds',
      '1 lit double et 2 lits simples',
      '1 cama doble y 2 individuales',
      '1 tweepersoonsbed en 2 eenpersoonsbedden',
      '1 letto matrimoniale e 2 singoli',
    ),
    capacity: 4,
    maxCapacity: 5,
    size: [26, 38],
  },
  {
    type: 'SUITE',
    label: text('Junior suite', 'Suite junior', 'Suite júnior', 'Junior suite', 'Junior suite'),
    bedding: text(
      '1 king-size bed and a sofa bed',
      '1 lit king-size et un canapé-lit',
      '1 cama extragrande y un sofá cama',
      '1 kingsize bed en een slaapbank',
      '1 letto king-size e un divano letto',
    ),
    capacity: 2,
    maxCapacity: 4,
    size: [32, 48],
  },
] as const;

const IMPORTANT_INFOS: readonly LocalizedText[] = [
  text(
    'An identity document is requested at check-in.',
    "Une pièce d'identité est demandée à l'arrivée.",
    'Se solicita un documento de identidad a la llegada.',
    'Bij aankomst wordt een identiteitsbewijs gevraagd.',
    "All'arrivo è richiesto un documento d'identità.",
  ),
  text(
    'The spa is open from 10:00 to 20:00.',
    'Le spa est ouvert de 10h à 20h.',
    'El spa abre de 10:00 a 20:00.',
    'De spa is open van 10:00 tot 20:00.',
    'La spa è aperta dalle 10:00 alle 20:00.',
  ),
  text(
    'Parking is limited: book it at the reception.',
    'Parking limité : réservez-le à la réception.',
    'Aparcamiento limitado: resérvelo en recepción.',
    'Beperkt parkeren: reserveer bij de receptie.',
    'Parcheggio limitato: prenotatelo alla reception.',
  ),
  text(
    'Dinner is served from 19:30.',
    'Le dîner est servi à partir de 19h30.',
    'La cena se sirve a partir de las 19:30.',
    'Het diner wordt vanaf 19:30 geserveerd.',
    'La cena è servita dalle 19:30.',
  ),
  text(
    'The building has no lift.',
    "Le bâtiment n'a pas d'ascenseur.",
    'El edificio no tiene ascensor.',
    'Het gebouw heeft geen lift.',
    "L'edificio non ha ascensore.",
  ),
];

/**
 * PROD-077: the breakfast of a package, by its hotel's standing (no draw from the seed's random
 * sequence, so every other seeded value stays as it was).
 */
const BREAKFAST_HOURS = [['7:00–10:00'], ['7:30–10:30'], ['7:00–10:30', '8:00–11:00']] as const;
const BREAKFAST_DETAILS = [
  text(
    'Continental buffet: breads, pastries, cheese and cold meats',
    'Buffet continental : pains, viennoiseries, fromages et charcuterie',
    'Bufé continental: panes, bollería, quesos y embutidos',
    'Continentaal buffet: brood, gebak, kaas en vleeswaren',
    'Buffet continentale: pane, brioche, formaggi e salumi',
  ),
  text(
    'Hot drinks, fresh fruit juices and seasonal fruit',
    'Boissons chaudes, jus de fruits frais et fruits de saison',
    'Bebidas calientes, zumos naturales y fruta de temporada',
    'Warme dranken, vers fruitsap en seizoensfruit',
    'Bevande calde, spremute fresche e frutta di stagione',
  ),
];
const BREAKFAST_MUST_KNOW = [
  text(
    'Served in the hotel restaurant, for every guest of the booking.',
    "Servi au restaurant de l'hôtel, pour chaque voyageur de la réservation.",
    'Se sirve en el restaurante del hotel, para cada viajero de la reserva.',
    'Geserveerd in het restaurant van het hotel, voor elke gast van de boeking.',
    "Servita nel ristorante dell'hotel, per ogni ospite della prenotazione.",
  ),
  text(
    'Breakfast in the room on request, at extra cost, paid at the hotel.',
    "Petit-déjeuner en chambre sur demande, avec supplément payable à l'hôtel.",
    'Desayuno en la habitación bajo petición, con suplemento a pagar en el hotel.',
    'Ontbijt op de kamer op aanvraag, tegen meerprijs te betalen in het hotel.',
    'Colazione in camera su richiesta, con supplemento da pagare in hotel.',
  ),
];

const LINE_TITLES = {
  BREAKFAST: text(
    'Breakfast for every morning',
    'Petit-déjeuner chaque matin',
    'Desayuno cada mañana',
    'Elke ochtend ontbijt',
    'Colazione ogni mattina',
  ),
  WELCOME: text(
    'A welcome drink',
    "Un cocktail d'accueil",
    'Una bebida de bienvenida',
    'Een welkomstdrankje',
    'Un drink di benvenuto',
  ),
  LATE_CHECKOUT: text(
    'Late check-out until 14:00',
    "Départ tardif jusqu'à 14h",
    'Salida tardía hasta las 14:00',
    'Laat uitchecken tot 14:00',
    'Check-out posticipato fino alle 14:00',
  ),
} as const;

const MENU = text(
  'Starter, main course and dessert chosen by the chef, drinks not included.',
  'Entrée, plat et dessert au choix du chef, boissons non comprises.',
  'Entrante, principal y postre a elección del chef, bebidas no incluidas.',
  'Voorgerecht, hoofdgerecht en dessert naar keuze van de chef, exclusief dranken.',
  'Antipasto, piatto principale e dolce scelti dallo chef, bevande escluse.',
);

/** {n}: a number of nights, {room}: the room's label. */
const nightsLine = (nights: number, room: LocalizedText): LocalizedText => {
  const plural = nights > 1;
  return text(
    `${nights} night${plural ? 's' : ''} in a ${room.en.toLowerCase()}`,
    `${nights} nuit${plural ? 's' : ''} en ${room.fr.toLowerCase()}`,
    `${nights} noche${plural ? 's' : ''} en ${room.es.toLowerCase()}`,
    `${nights} nacht${plural ? 'en' : ''} in een ${room.nl.toLowerCase()}`,
    `${nights} nott${plural ? 'i' : 'e'} in ${room.it.toLowerCase()}`,
  );
};

function hotelDescription(hotel: { name: string; city: string; stars: number }): LocalizedText {
  const { name, city, stars } = hotel;
  return text(
    `${name} is a ${stars}-star hotel in ${city}, close to the sights, with a warm welcome and quiet rooms.`,
    `${name} est un hôtel ${stars} étoiles à ${city}, proche des sites à visiter, à l'accueil chaleureux et aux chambres calmes.`,
    `${name} es un hotel de ${stars} estrellas en ${city}, cerca de los lugares de interés, con una cálida acogida y habitaciones tranquilas.`,
    `${name} is een ${stars}-sterrenhotel in ${city}, dicht bij de bezienswaardigheden, met een warm welkom en rustige kamers.`,
    `${name} è un hotel ${stars} stelle a ${city}, vicino ai luoghi da visitare, con un'accoglienza calorosa e camere tranquille.`,
  );
}

const DESCRIPTION_SUFFIX = text(
  ' Included in your package.',
  ' Inclus dans votre séjour.',
  ' Incluido en su estancia.',
  ' Inbegrepen in uw verblijf.',
  ' Incluso nel soggiorno.',
);

/** Served by the API (GET /api/images/:kind/:ownerId-:n/:size.svg). */
export const imageUrl = (kind: string, ownerId: number, n: number, size: string): string =>
  `/api/images/${kind}/${ownerId}-${n}/${size}.svg`;

function addProductDetails(catalogue: Catalogue, seed: number): void {
  const random = createRandom(seed ^ 0x70d0c7);
  const roomsOf = new Map<number, number[]>();
  for (const hotel of catalogue.hotels) {
    const roomCount = random.int(2, 3);
    const types = [...ROOM_TYPES];
    const ids: number[] = [];
    for (let n = 0; n < roomCount; n += 1) {
      const kind = types.splice(random.int(0, types.length - 1), 1)[0]!;
      const id = catalogue.rooms.length + 1;
      ids.push(id);
      catalogue.rooms.push({
        id,
        hotelId: hotel.id,
        uuid: `room-${hotel.id}-${n + 1}`,
        label: kind.label,
        type: kind.type,
        capacity: kind.capacity,
        maxCapacity: kind.maxCapacity,
        sizeM2: random.int(kind.size[0], kind.size[1]),
        bedding: kind.bedding,
        description: text(
          `${kind.label.en} of the ${hotel.name}, with ${kind.bedding.en.toLowerCase()}.`,
          `${kind.label.fr} de l'établissement ${hotel.name}, avec ${kind.bedding.fr.toLowerCase()}.`,
          `${kind.label.es} del ${hotel.name}, con ${kind.bedding.es.toLowerCase()}.`,
          `${kind.label.nl} van ${hotel.name}, met ${kind.bedding.nl.toLowerCase()}.`,
          `${kind.label.it} del ${hotel.name}, con ${kind.bedding.it.toLowerCase()}.`,
        ),
        position: n,
      });
      catalogue.imageSets.push({
        kind: 'room',
        ownerId: id,
        count: random.int(2, 4),
        sizes: [...IMAGE_SIZES],
        palette: random.int(0, 7),
      });
    }
    roomsOf.set(hotel.id, ids);
    const pictures = random.int(6, 12);
    catalogue.imageSets.push({
      kind: 'hotel',
      ownerId: hotel.id,
      count: pictures,
      sizes: [...IMAGE_SIZES],
      palette: random.int(0, 7),
    });
    hotel.images = Array.from({ length: pictures }, (_, n) =>
      imageUrl('hotel', hotel.id, n + 1, '640_360'),
    );
    const stars = hotel.stars;
    const percentage = random.chance(0.1);
    hotel.description = hotelDescription({ name: hotel.name, city: hotel.city, stars });
    hotel.importantInfos = some(random, IMPORTANT_INFOS, 0.3).slice(0, 3);
    hotel.localTaxType = percentage ? 'BOOKING_PERCENTAGE' : 'PER_PERSON_PER_NIGHT';
    hotel.localTaxPercentage = percentage ? random.pick([1, 2, 3, 5] as const) : null;
    hotel.localTaxCents = percentage ? 0 : random.chance(0.15) ? 0 : 50 * random.int(1, stars + 2);
    hotel.localTaxPaidAtHotel = !random.chance(0.2);
    hotel.checkInTime = random.pick(['14:00', '15:00', '15:00', '16:00'] as const);
    hotel.checkOutTime = random.pick(['11:00', '11:00', '12:00'] as const);
    const pets = hotel.facilities?.includes('pets') ?? false;
    hotel.petsPriceCents = pets ? random.pick([0, 1000, 1500, 2000] as const) : null;
    hotel.petsMaxWeightKg = pets ? random.pick([10, 15, 25] as const) : null;
  }
  for (const weekend of catalogue.weekends) {
    const hotelRooms = roomsOf.get(weekend.hotelId) ?? [];
    const roomId = hotelRooms.length > 0 ? random.pick(hotelRooms) : null;
    const room = roomId === null ? undefined : catalogue.rooms[roomId - 1];
    weekend.roomId = roomId;
    const activities: WeekendActivity[] = (weekend.activities ?? []).map((activity) => {
      const dinner = activity.tagId === 'dinner';
      return {
        ...activity,
        activityId: `${activity.tagId}-${weekend.id}`,
        description: Object.fromEntries(
          LANGUAGES.map((language) => [
            language,
            `${activity.name[language]}.${DESCRIPTION_SUFFIX[language]}`,
          ]),
        ) as LocalizedText,
        ...(dinner ? { menu: MENU } : {}),
        durationMinutes: random.pick([60, 90, 120, 180] as const),
        needsDate: weekend.nights > 1 || random.chance(0.5),
      };
    });
    weekend.activities = activities;
    const lines: ProgramLine[] = [];
    if (room)
      lines.push({ type: 'ROOM', activityId: null, title: nightsLine(weekend.nights, room.label) });
    lines.push({
      type: 'BREAKFAST',
      activityId: null,
      title: LINE_TITLES.BREAKFAST,
      breakfast: {
        schedules: [...BREAKFAST_HOURS[weekend.id % BREAKFAST_HOURS.length]!],
        detailList: BREAKFAST_DETAILS,
        mustKnowList: BREAKFAST_MUST_KNOW,
      },
    });
    for (const activity of activities) {
      lines.push({
        type: activity.tagId === 'dinner' ? 'DINNER' : 'ACTIVITY',
        activityId: activity.activityId ?? null,
        title: activity.name,
      });
    }
    if (random.chance(0.3))
      lines.push({ type: 'WELCOME', activityId: null, title: LINE_TITLES.WELCOME });
    if (random.chance(0.15))
      lines.push({ type: 'LATE_CHECKOUT', activityId: null, title: LINE_TITLES.LATE_CHECKOUT });
    weekend.programLines = lines;
    weekend.expiration = null;
  }
}
