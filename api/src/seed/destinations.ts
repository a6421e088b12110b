import type { PointOfSale } from '@shop/criteria';
import { LANGUAGES, type LocalizedText } from '../db/localized-text';
import { foldText } from '../db/text';
import type { destinations } from '../db/schema';
import { CITIES, cityName, type City } from './cities';

export type DestinationRow = typeof destinations.$inferInsert & { id: number };

/** Where a seeded city lies: region, department (province) when the country has them, postal code. */
interface CityArea {
  region: string;
  department?: string;
  postalCode: string;
  resort?: 'searesort' | 'skiresort';
  touristicRegion?: string;
}

const AREAS: Record<string, CityArea> = {
  Paris: { region: 'Île-de-France', department: 'Paris', postalCode: '75001' },
  Lyon: { region: 'Auvergne-Rhône-Alpes', department: 'Rhône', postalCode: '69001' },
  Marseille: {
    region: "Provence-Alpes-Côte d'Azur",
    department: 'Bouches-du-Rhône',
    postalCode: '13001',
    touristicRegion: 'Provence',
  },
  Bordeaux: { region: 'Nouvelle-Aquitaine', department: 'Gironde', postalCode: '33000' },
  Nice: {
    region: "Provence-Alpes-Côte d'Azur",
    department: 'Alpes-Maritimes',
    postalCode: '06000',
    resort: 'searesort',
    touristicRegion: "Côte d'Azur",
  },
  Annecy: { region: 'Auvergne-Rhône-Alpes', department: 'Haute-Savoie', postalCode: '74000' },
  Strasbourg: { region: 'Grand Est', department: 'Bas-Rhin', postalCode: '67000' },
  Toulouse: { region: 'Occitanie', department: 'Haute-Garonne', postalCode: '31000' },
  Lille: { region: 'Hauts-de-France', department: 'Nord', postalCode: '59000' },
  Nantes: { region: 'Pays de la Loire', department: 'Loire-Atlantique', postalCode: '44000' },
  Avignon: {
    region: "Provence-Alpes-Côte d'Azur",
    department: 'Vaucluse',
    postalCode: '84000',
    touristicRegion: 'Provence',
  },
  'Saint-Malo': {
    region: 'Bretagne',
    department: 'Ille-et-Vilaine',
    postalCode: '35400',
    resort: 'searesort',
  },
  Biarritz: {
    region: 'Nouvelle-Aquitaine',
    department: 'Pyrénées-Atlantiques',
    postalCode: '64200',
    resort: 'searesort',
  },
  Colmar: { region: 'Grand Est', department: 'Haut-Rhin', postalCode: '68000' },
  'Chamonix-Mont-Blanc': {
    region: 'Auvergne-Rhône-Alpes',
    department: 'Haute-Savoie',
    postalCode: '74400',
    resort: 'skiresort',
  },
  Deauville: {
    region: 'Normandie',
    department: 'Calvados',
    postalCode: '14800',
    resort: 'searesort',
  },
  Reims: { region: 'Grand Est', department: 'Marne', postalCode: '51100' },
  Carcassonne: { region: 'Occitanie', department: 'Aude', postalCode: '11000' },
  'Aix-en-Provence': {
    region: "Provence-Alpes-Côte d'Azur",
    department: 'Bouches-du-Rhône',
    postalCode: '13100',
    touristicRegion: 'Provence',
  },
  Barcelona: { region: 'Cataluña', department: 'Barcelona', postalCode: '08001' },
  Madrid: { region: 'Comunidad de Madrid', department: 'Madrid', postalCode: '28001' },
  Sevilla: { region: 'Andalucía', department: 'Sevilla', postalCode: '41001' },
  Valencia: { region: 'Comunitat Valenciana', department: 'Valencia', postalCode: '46001' },
  Málaga: {
    region: 'Andalucía',
    department: 'Málaga',
    postalCode: '29001',
    touristicRegion: 'Costa del Sol',
  },
  Granada: { region: 'Andalucía', department: 'Granada', postalCode: '18001' },
  Bilbao: { region: 'País Vasco', department: 'Bizkaia', postalCode: '48001' },
  'San Sebastián': {
    region: 'País Vasco',
    department: 'Gipuzkoa',
    postalCode: '20001',
    resort: 'searesort',
  },
  Palma: {
    region: 'Illes Balears',
    department: 'Illes Balears',
    postalCode: '07001',
    resort: 'searesort',
  },
  Toledo: { region: 'Castilla-La Mancha', department: 'Toledo', postalCode: '45001' },
  Salamanca: { region: 'Castilla y León', department: 'Salamanca', postalCode: '37001' },
  Córdoba: { region: 'Andalucía', department: 'Córdoba', postalCode: '14001' },
  Cádiz: { region: 'Andalucía', department: 'Cádiz', postalCode: '11001', resort: 'searesort' },
  Girona: { region: 'Cataluña', department: 'Girona', postalCode: '17001' },
  'Santiago de Compostela': { region: 'Galicia', department: 'A Coruña', postalCode: '15701' },
  Marbella: {
    region: 'Andalucía',
    department: 'Málaga',
    postalCode: '29601',
    resort: 'searesort',
    touristicRegion: 'Costa del Sol',
  },
  Bruxelles: { region: 'Bruxelles-Capitale', postalCode: '1000' },
  Brugge: { region: 'Vlaanderen', department: 'West-Vlaanderen', postalCode: '8000' },
  Gent: { region: 'Vlaanderen', department: 'Oost-Vlaanderen', postalCode: '9000' },
  Antwerpen: { region: 'Vlaanderen', department: 'Antwerpen', postalCode: '2000' },
  Liège: { region: 'Wallonie', department: 'Liège', postalCode: '4000' },
  Namur: { region: 'Wallonie', department: 'Namur', postalCode: '5000' },
  Leuven: { region: 'Vlaanderen', department: 'Vlaams-Brabant', postalCode: '3000' },
  Mechelen: { region: 'Vlaanderen', department: 'Antwerpen', postalCode: '2800' },
  Oostende: {
    region: 'Vlaanderen',
    department: 'West-Vlaanderen',
    postalCode: '8400',
    resort: 'searesort',
  },
  Durbuy: {
    region: 'Wallonie',
    department: 'Luxembourg',
    postalCode: '6940',
    touristicRegion: 'Ardennes',
  },
  Spa: { region: 'Wallonie', department: 'Liège', postalCode: '4900', touristicRegion: 'Ardennes' },
  Dinant: {
    region: 'Wallonie',
    department: 'Namur',
    postalCode: '5500',
    touristicRegion: 'Ardennes',
  },
  'Knokke-Heist': {
    region: 'Vlaanderen',
    department: 'West-Vlaanderen',
    postalCode: '8300',
    resort: 'searesort',
  },
  Mons: { region: 'Wallonie', department: 'Hainaut', postalCode: '7000' },
  Amsterdam: { region: 'Noord-Holland', postalCode: '1011' },
  Rotterdam: { region: 'Zuid-Holland', postalCode: '3011' },
  Utrecht: { region: 'Utrecht', postalCode: '3511' },
  'Den Haag': { region: 'Zuid-Holland', postalCode: '2511' },
  Maastricht: { region: 'Limburg', postalCode: '6211' },
  Haarlem: { region: 'Noord-Holland', postalCode: '2011' },
  Delft: { region: 'Zuid-Holland', postalCode: '2611' },
  Groningen: { region: 'Groningen', postalCode: '9711' },
  Leiden: { region: 'Zuid-Holland', postalCode: '2311' },
  Zandvoort: { region: 'Noord-Holland', postalCode: '2041', resort: 'searesort' },
  "'s-Hertogenbosch": { region: 'Noord-Brabant', postalCode: '5211' },
  Giethoorn: { region: 'Overijssel', postalCode: '8355' },
  Valkenburg: { region: 'Limburg', postalCode: '6301' },
  'Den Burg': { region: 'Noord-Holland', postalCode: '1791', resort: 'searesort' },
  Roma: { region: 'Lazio', department: 'Roma', postalCode: '00184' },
  Firenze: {
    region: 'Toscana',
    department: 'Firenze',
    postalCode: '50122',
    touristicRegion: 'Chianti',
  },
  Venezia: { region: 'Veneto', department: 'Venezia', postalCode: '30124' },
  Milano: { region: 'Lombardia', department: 'Milano', postalCode: '20121' },
  Napoli: { region: 'Campania', department: 'Napoli', postalCode: '80132' },
  Torino: { region: 'Piemonte', department: 'Torino', postalCode: '10121' },
  Bologna: { region: 'Emilia-Romagna', department: 'Bologna', postalCode: '40121' },
  Verona: { region: 'Veneto', department: 'Verona', postalCode: '37121' },
  Siena: {
    region: 'Toscana',
    department: 'Siena',
    postalCode: '53100',
    touristicRegion: 'Chianti',
  },
  Pisa: { region: 'Toscana', department: 'Pisa', postalCode: '56125' },
  Como: { region: 'Lombardia', department: 'Como', postalCode: '22100' },
  Sorrento: { region: 'Campania', department: 'Napoli', postalCode: '80067', resort: 'searesort' },
  Genova: { region: 'Liguria', department: 'Genova', postalCode: '16121' },
  Palermo: { region: 'Sicilia', department: 'Palermo', postalCode: '90133' },
  Lucca: { region: 'Toscana', department: 'Lucca', postalCode: '55100' },
  Bergamo: { region: 'Lombardia', department: 'Bergamo', postalCode: '24121' },
};

const COUNTRIES: Record<PointOfSale, LocalizedText> = {
  FR: { en: 'France', fr: 'France', es: 'Francia', nl: 'Frankrijk', it: 'Francia' },
  ES: { en: 'Spain', fr: 'Espagne', es: 'España', nl: 'Spanje', it: 'Spagna' },
  BE: { en: 'Belgium', fr: 'Belgique', es: 'Bélgica', nl: 'België', it: 'Belgio' },
  NL: { en: 'Netherlands', fr: 'Pays-Bas', es: 'Países Bajos', nl: 'Nederland', it: 'Paesi Bassi' },
  IT: { en: 'Italy', fr: 'Italie', es: 'Italia', nl: 'Italië', it: 'Italia' },
};

/** Points of interest: searching one finds the hotels of its city (and around it, CRIT-054). */
const POIS = [
  { label: 'Tour Eiffel', city: 'Paris', latitude: 48.8584, longitude: 2.2945 },
  { label: 'Sagrada Família', city: 'Barcelona', latitude: 41.4036, longitude: 2.1744 },
  { label: 'Alhambra', city: 'Granada', latitude: 37.1761, longitude: -3.5881 },
  { label: 'Atomium', city: 'Bruxelles', latitude: 50.8949, longitude: 4.3415 },
  { label: 'Rijksmuseum', city: 'Amsterdam', latitude: 52.36, longitude: 4.8852 },
  { label: 'Colosseo', city: 'Roma', latitude: 41.8902, longitude: 12.4922 },
] as const;

const same = (text: string): LocalizedText =>
  Object.fromEntries(LANGUAGES.map((language) => [language, text])) as LocalizedText;

const searchText = (label: LocalizedText): string =>
  [...new Set(Object.values(label).map(foldText))].join(' | ');

export interface DestinationCatalogue {
  rows: DestinationRow[];
  /** Destination ids a hotel of this city lies in (city first). */
  ofCity: Map<string, number[]>;
  /** The city's resort category, when it is one. */
  resortOf: Map<string, 'searesort' | 'skiresort'>;
}

const centre = (cities: readonly City[]) => ({
  latitude: Number((cities.reduce((sum, c) => sum + c.latitude, 0) / cities.length).toFixed(4)),
  longitude: Number((cities.reduce((sum, c) => sum + c.longitude, 0) / cities.length).toFixed(4)),
});

/**
 * The destination tree of the seeded cities: countries 1-5, then regions, departments,
 * touristic regions, cities, resorts and points of interest, in a fixed order (stable ids).
 */
export function generateDestinations(): DestinationCatalogue {
  const rows: DestinationRow[] = [];
  const byKey = new Map<string, number>();
  const add = (key: string, row: Omit<DestinationRow, 'id' | 'searchText'>): number => {
    const existing = byKey.get(key);
    if (existing) return existing;
    const id = rows.length + 1;
    rows.push({ ...row, id, searchText: searchText(row.label) });
    byKey.set(key, id);
    return id;
  };
  const citiesWhere = (predicate: (city: City, area: CityArea) => boolean) =>
    CITIES.filter((city) => predicate(city, areaOf(city)));

  const ofCity = new Map<string, number[]>();
  const resortOf = new Map<string, 'searesort' | 'skiresort'>();
  for (const code of Object.keys(COUNTRIES) as PointOfSale[]) {
    add(`country:${code}`, {
      label: COUNTRIES[code],
      category: 'country',
      countryCode: code,
      ...centre(CITIES.filter((city) => city.countryCode === code)),
      parentIds: [],
    });
  }
  for (const city of CITIES) {
    const area = areaOf(city);
    const country = byKey.get(`country:${city.countryCode}`)!;
    const region = add(`region:${city.countryCode}:${area.region}`, {
      label: same(area.region),
      category: 'region',
      countryCode: city.countryCode,
      ...centre(citiesWhere((other, a) => a.region === area.region)),
      parentIds: [country],
    });
    const department = area.department
      ? add(`department:${city.countryCode}:${area.department}`, {
          label: same(area.department),
          category: 'department',
          countryCode: city.countryCode,
          ...centre(citiesWhere((other, a) => a.department === area.department)),
          parentIds: [region, country],
        })
      : undefined;
    const touristic = area.touristicRegion
      ? add(`touristicregion:${area.touristicRegion}`, {
          label: same(area.touristicRegion),
          category: 'touristicregion',
          countryCode: city.countryCode,
          ...centre(citiesWhere((other, a) => a.touristicRegion === area.touristicRegion)),
          parentIds: [region, country],
        })
      : undefined;
    const parents = [department, region, country].filter((id) => id !== undefined);
    const label = Object.fromEntries(
      LANGUAGES.map((language) => [language, cityName(city, language)]),
    ) as LocalizedText;
    const place = {
      label,
      countryCode: city.countryCode,
      latitude: city.latitude,
      longitude: city.longitude,
      postalCode: area.postalCode,
      parentIds: parents,
    };
    const cityId = add(`city:${city.name}`, { ...place, category: 'city' });
    const resort = area.resort
      ? add(`${area.resort}:${city.name}`, { ...place, category: area.resort })
      : undefined;
    if (area.resort) resortOf.set(city.name, area.resort);
    ofCity.set(
      city.name,
      [cityId, resort, touristic, ...parents].filter((id) => id !== undefined),
    );
  }
  for (const poi of POIS) {
    const city = CITIES.find((candidate) => candidate.name === poi.city)!;
    const cityIds = ofCity.get(city.name)!;
    const id = add(`poi:${poi.label}`, {
      label: same(poi.label),
      category: 'poi',
      countryCode: city.countryCode,
      latitude: poi.latitude,
      longitude: poi.longitude,
      postalCode: areaOf(city).postalCode,
      parentIds: cityIds.filter((parent) =>
        ['department', 'region', 'country'].includes(rows[parent - 1]!.category),
      ),
    });
    cityIds.push(id);
  }
  return { rows, ofCity, resortOf };
}

function areaOf(city: City): CityArea {
  const area = AREAS[city.name];
  if (!area) throw new Error(`no region for the seeded city ${city.name}`);
  return area;
}
