import { SEARCH_PLACE_CATEGORIES } from '@shop/criteria';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agents, hotels, weekendAvailability, weekends } from '../db/schema';
import { createTestDatabase, TEST_SEED } from '../testing/test-app';
import { CITIES } from './cities';
import { generateCatalogue } from './catalogue';
import { dayByDay, SEED_AGENT_EMAIL, seedIfEmpty } from './index';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

async function dump(database: Database) {
  const { orm } = database;
  return {
    hotels: await orm.select().from(hotels).orderBy(asc(hotels.id)),
    weekends: await orm.select().from(weekends).orderBy(asc(weekends.id)),
    availability: await orm
      .select()
      .from(weekendAvailability)
      .orderBy(asc(weekendAvailability.weekendId), asc(weekendAvailability.date)),
  };
}

describe('seedIfEmpty', () => {
  let first: Database;
  let second: Database;
  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    await Promise.all([seedIfEmpty(first, TEST_SEED), seedIfEmpty(second, TEST_SEED)]);
  }, 60_000);
  afterAll(() => Promise.all([first.close(), second.close()]), 60_000);

  it('ARCH-4 deterministic seed: the same seed and size give identical rows', async () => {
    const [a, b] = await Promise.all([dump(first), dump(second)]);
    expect(a.hotels).toHaveLength(TEST_SEED.hotels);
    expect(a.availability.length).toBeGreaterThan(a.weekends.length * 364);
    expect(a).toEqual(b);
  });

  it('ARCH-4: 12 months of daily availability from the given day', async () => {
    const days = await first.orm
      .select({ date: weekendAvailability.date })
      .from(weekendAvailability)
      .where(eq(weekendAvailability.weekendId, 1))
      .orderBy(asc(weekendAvailability.date));
    expect(days).toHaveLength(365);
    expect(days[0]?.date).toBe('2026-03-02');
    expect(days.at(-1)?.date).toBe('2027-03-01');
  });

  it('seeds only an empty database, and new rows take ids after the seeded ones', async () => {
    expect(await seedIfEmpty(first, TEST_SEED)).toBeNull();
    const [hotel] = await first.orm
      .insert(hotels)
      .values({
        name: 'Hotel Nuevo',
        stars: 3,
        city: 'Madrid',
        countryCode: 'ES',
        latitude: 40.4,
        longitude: -3.7,
      })
      .returning({ id: hotels.id });
    expect(hotel?.id).toBe(TEST_SEED.hotels + 1);
  });

  it('API-002: writes availability day by day, so that one day of every package lies together (ADR 0012)', async () => {
    expect([...dayByDay([2, 0, 1, 0, 2, 1])]).toEqual([1, 3, 2, 5, 0, 4]);
    const rows = await first.orm.execute(sql`
      select count(*) filter (where date < previous)::int as back
      from (select date, lag(date) over (order by ctid) as previous
        from ${weekendAvailability}) as physical`);
    expect((rows as unknown as { rows: { back: number }[] }).rows[0]?.back).toBe(0);
  });

  it('SHELL-015: seeds the care agent with a scrypt hash, never the password', async () => {
    const [agent] = await first.orm.select().from(agents).where(eq(agents.email, SEED_AGENT_EMAIL));
    expect(agent?.passwordHash).toMatch(/^scrypt\$/);
    expect(agent?.passwordHash).not.toContain(TEST_SEED.agentPassword);
  });
});

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue({ hotels: 400, seed: 1, today: '2026-06-15' });

  it('ARCH-4: a different seed gives a different catalogue', () => {
    const other = generateCatalogue({ hotels: 400, seed: 2, today: '2026-06-15' });
    expect(other.hotels).not.toEqual(catalogue.hotels);
  });

  it('ARCH-4: hotels and weekends do not depend on the day the seed runs', () => {
    const later = generateCatalogue({ hotels: 400, seed: 1, today: '2026-11-02' });
    expect(later.hotels).toEqual(catalogue.hotels);
    const shape = ({ id, hotelId, label, nights }: (typeof catalogue.weekends)[number]) => ({
      id,
      hotelId,
      label,
      nights,
    });
    expect(later.weekends.map(shape)).toEqual(catalogue.weekends.map(shape));
  });

  it('CRIT-001: hotels in real cities of all five markets, with coordinates near the city', () => {
    expect(new Set(catalogue.hotels.map((hotel) => hotel.countryCode))).toEqual(
      new Set(['FR', 'ES', 'BE', 'NL', 'IT']),
    );
    for (const hotel of catalogue.hotels) {
      const city = CITIES.find((candidate) => candidate.name === hotel.city);
      expect(city?.countryCode).toBe(hotel.countryCode);
      expect(Math.abs(hotel.latitude - city!.latitude)).toBeLessThan(0.05);
      expect(Math.abs(hotel.longitude - city!.longitude)).toBeLessThan(0.05);
    }
  });

  it('CRIT-001: weekend labels in English and the four market languages', () => {
    for (const weekend of catalogue.weekends) {
      expect(Object.keys(weekend.label).sort()).toEqual(['en', 'es', 'fr', 'it', 'nl']);
      expect(
        Object.values(weekend.label).every((text) => text.length > 0 && !text.includes('{city}')),
      ).toBe(true);
    }
  });

  it('CRIT-002 / BEY-005: prices in cents; the "from" price is a bookable day, the promo matches the reference price', () => {
    const { availability } = catalogue;
    const bookable = new Map<number, number>();
    availability.weekendId.forEach((weekendId, row) => {
      const weekend = catalogue.weekends[weekendId - 1]!;
      const price = availability.priceCents[row]!;
      expect(Number.isInteger(price)).toBe(true);
      if (availability.availableRooms[row]! > 0 && availability.minLos[row]! <= weekend.nights) {
        bookable.set(weekendId, Math.min(bookable.get(weekendId) ?? Infinity, price));
      }
    });
    for (const weekend of catalogue.weekends) {
      expect(weekend.sellPriceCents).toBe(bookable.get(weekend.id));
      const { refPriceCents, sellPriceCents, promoPercent } = weekend;
      expect(refPriceCents).toBeGreaterThanOrEqual(sellPriceCents);
      expect(promoPercent).toBe(
        Math.round(((refPriceCents - sellPriceCents) * 100) / refPriceCents),
      );
    }
  });
});

describe('generateCatalogue search data (issue 3)', () => {
  const catalogue = generateCatalogue({ hotels: 400, seed: 1, today: '2026-06-15' });
  const { availability } = catalogue;

  it('SRCH-057: exercises every card rule: promos below and above 10 %, minLos > 1, sold-out days, ≤ 3 rooms left, best price of the month, last minute', () => {
    expect(availability.promoPercent.some((promo) => promo > 0 && promo < 10)).toBe(true);
    expect(availability.promoPercent.some((promo) => promo > 10)).toBe(true);
    expect(availability.minLos.some((minLos) => minLos > 1)).toBe(true);
    expect(availability.availableRooms.some((rooms) => rooms === 0)).toBe(true);
    expect(availability.availableRooms.some((rooms) => rooms > 0 && rooms <= 3)).toBe(true);
    expect(availability.bestPriceOfMonth.filter(Boolean).length).toBeGreaterThan(
      catalogue.weekends.length * 11,
    );
    expect(catalogue.weekends.some((weekend) => weekend.lastMinute)).toBe(true);
    expect(catalogue.weekends.some((weekend) => weekend.themeIds?.includes(39))).toBe(true);
    expect(catalogue.weekends.some((weekend) => weekend.cancellationType === 'NCNR')).toBe(true);
    expect(catalogue.weekends.some((weekend) => weekend.autoDiscountCode)).toBe(true);
    expect(catalogue.hotels.some((hotel) => hotel.facilities?.includes('pets'))).toBe(true);
    expect(catalogue.hotels.some((hotel) => hotel.reviewAverage === null)).toBe(true);
  });

  it('CRIT-050 / CRIT-054: every hotel lies in a city, its region and its country; departments point to region then country', () => {
    const byId = new Map(
      catalogue.destinations.map((destination) => [destination.id, destination]),
    );
    for (const hotel of catalogue.hotels) {
      const categories = hotel.destinationIds!.map((id) => byId.get(id)!.category);
      expect(categories[0]).toBe('city');
      expect(categories).toContain('region');
      expect(categories).toContain('country');
    }
    for (const department of catalogue.destinations.filter((d) => d.category === 'department')) {
      expect(department.parentIds!.map((id) => byId.get(id)!.category)).toEqual([
        'region',
        'country',
      ]);
    }
    expect(new Set(catalogue.destinations.map((d) => d.category))).toEqual(
      new Set(SEARCH_PLACE_CATEGORIES),
    );
  });
});
