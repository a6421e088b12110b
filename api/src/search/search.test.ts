import {
  autocompleteResponseSchema,
  facetsResponseSchema,
  mapSearchResponseSchema,
  offersResponseSchema,
  recommendedAutocompleteResponseSchema,
  type OfferCard,
} from '@shop/api-contract';
import { and, eq } from 'drizzle-orm';
import { destinations, hotels, weekendAvailability, weekends } from '../db/schema';
import { createTestApp, TEST_SEED, type TestApp } from '../testing/test-app';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

describe('catalogue search (issue 3)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp();
  }, 60_000);
  afterAll(() => ctx.close(), 60_000);

  const post = (payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/offers.json',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
  const search = async (payload: Record<string, unknown>) => {
    const response = await post({ locale: 'fr_FR', pageSize: 48, ...payload });
    expect(response.statusCode).toBe(200);
    return offersResponseSchema.parse(response.json());
  };
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  /** Every card of a search, page after page. */
  const all = async (payload: Record<string, unknown>): Promise<OfferCard[]> => {
    const cards: OfferCard[] = [];
    for (let page = 0; ; page += 1) {
      const { exactMatch } = await search({ ...payload, page });
      cards.push(...exactMatch);
      if (exactMatch.length < 48) return cards;
    }
  };
  /** A check-in 3 weeks after the seed's first day. */
  const CHECKIN = '2026-03-23';

  describe('POST /api/offers.json', () => {
    it('SRCH-057 / API-002: cards carry the whole card model and searchDetails the criteria', async () => {
      const body = await search({ criteria: { adult: 3, child: 1 } });
      const [card] = body.exactMatch;
      expect(card).toMatchObject({
        uri: `weekend/${card!.id}`,
        priceType: 'FROM_PRICE',
        participants: 4,
        prices: { paxComposition: { adults: 3 }, sellPrice: card!.sellPrice },
        hotel: { uri: `hotel/${card!.hotel.id}` },
        checkin: null,
        availableRooms: null,
      });
      expect(card!.images.length).toBeGreaterThan(0);
      expect(card!.imageUrl).toBe(card!.images[0]);
      expect(card!.hotel.location.zipCode).not.toBe('');
      expect(body.searchDetails).toMatchObject({ adult: 3, child: 1, baby: 0 });
    });

    it('API-002 / CRIT-045: priceQuality is the default sort and pages never overlap', async () => {
      const [first, explicit, second] = await Promise.all([
        search({ pageSize: 10 }),
        search({ pageSize: 10, sort: 'priceQuality' }),
        search({ pageSize: 10, page: 1 }),
      ]);
      expect(first.exactMatch).toEqual(explicit.exactMatch);
      const ids = new Set(first.exactMatch.map((card) => card.id));
      expect(second.exactMatch.filter((card) => ids.has(card.id))).toEqual([]);
    });

    it('SRCH-057 / CRIT-002: with a check-in, prices, promo and rooms are those of that day; sold-out and too-short days are left out', async () => {
      const cards = await all({ criteria: { checkin: CHECKIN } });
      const days = await ctx.database.orm
        .select({
          weekendId: weekendAvailability.weekendId,
          price: weekendAvailability.priceCents,
          promo: weekendAvailability.promoPercent,
          rooms: weekendAvailability.availableRooms,
          minLos: weekendAvailability.minLos,
          nights: weekends.nights,
          published: weekends.published,
        })
        .from(weekendAvailability)
        .innerJoin(weekends, eq(weekends.id, weekendAvailability.weekendId))
        .where(eq(weekendAvailability.date, CHECKIN));
      const bookable = days.filter(
        (day) => day.rooms > 0 && day.minLos <= day.nights && day.published,
      );
      expect(bookable.length).toBeLessThan(days.length);
      expect(cards.map((card) => card.id).sort((a, b) => a - b)).toEqual(
        bookable.map((day) => day.weekendId).sort((a, b) => a - b),
      );
      for (const card of cards) {
        const day = bookable.find((candidate) => candidate.weekendId === card.id)!;
        expect(card).toMatchObject({
          sellPrice: day.price,
          promo: day.promo,
          availableRooms: day.rooms,
          priceType: 'FINAL_PRICE',
          checkin: CHECKIN,
        });
        expect(card.refPrice).toBeGreaterThanOrEqual(card.sellPrice);
      }
    });

    it('CRIT-050 / API-002: a city search keeps its hotels and describes the place and its hierarchy', async () => {
      const [hotel] = await ctx.database.orm.select().from(hotels).where(eq(hotels.id, 1));
      const cityId = hotel!.destinationIds[0]!;
      const body = await search({ criteria: { city: String(cityId) } });
      expect(body.resultsCount).toBeGreaterThan(0);
      const cityHotels = await ctx.database.orm
        .select({ id: hotels.id })
        .from(hotels)
        .where(eq(hotels.city, hotel!.city));
      const ids = new Set(cityHotels.map((row) => row.id));
      expect(body.exactMatch.every((card) => ids.has(card.hotel.id))).toBe(true);
      expect(body.searchDetails?.location).toMatchObject({ id: cityId, category: 'city' });
      expect(body.searchDetails?.locationHierarchy.map((place) => place.type)).toContain('country');
      expect(body.searchDetails?.locationHierarchy.at(-1)?.type).toBe('country');
    });

    it('CRIT-050: a country search finds exactly the hotels of that country', async () => {
      const [france] = await ctx.database.orm
        .select()
        .from(destinations)
        .where(and(eq(destinations.category, 'country'), eq(destinations.countryCode, 'FR')));
      const cards = await all({ criteria: { country: france!.id } });
      const french = await ctx.database.orm
        .select({ id: hotels.id })
        .from(hotels)
        .where(eq(hotels.countryCode, 'FR'));
      const ids = new Set(french.map((row) => row.id));
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((card) => ids.has(card.hotel.id))).toBe(true);
      expect((await search({ criteria: { country: 99_999 } })).resultsCount).toBe(0);
    });

    it('CRIT-038 / API-002: around a point: distances within the range, sorted by distance', async () => {
      const [hotel] = await ctx.database.orm.select().from(hotels).where(eq(hotels.id, 1));
      const criteria = { lat: hotel!.latitude, lng: hotel!.longitude, distanceMax: 300 };
      const cards = await all({ criteria, sort: 'distance' });
      expect(cards.length).toBeGreaterThan(0);
      const distances = cards.map((card) => card.distance!);
      expect(distances.every((distance) => distance <= 300)).toBe(true);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances[0]).toBeLessThan(0.1);
      const far = await all({
        criteria: { ...criteria, distanceMin: 100, distanceMax: undefined },
      });
      expect(far.every((card) => card.distance! >= 100)).toBe(true);
      expect(far.length + cards.length).toBeGreaterThan(cards.length);
    });

    it('API-004 / API-007: hotelId answers that hotel offers only, with orderBy priceAsc', async () => {
      const body = await search({
        criteria: { hotelId: 1, adults: 2, children: 0, babies: 0 },
        orderBy: 'priceAsc',
        numberOfPackagesPerHotel: 20,
      });
      expect(body.exactMatch.length).toBeGreaterThan(0);
      expect(body.exactMatch.every((card) => card.hotel.id === 1)).toBe(true);
      expect(body.searchDetails?.hotelId).toBe(1);
      const exact = await search({ criteria: { hotelId: 1 }, limit: 1, fetchPageModel: false });
      expect(exact.exactMatch).toHaveLength(1);
    });

    it('CRIT-045..049: sorts order the cards', async () => {
      const prices = (cards: OfferCard[]) => cards.map((card) => card.sellPrice);
      const ascending = await all({ sort: 'priceAsc' });
      expect(prices(ascending)).toEqual([...prices(ascending)].sort((a, b) => a - b));
      const gifts = await all({ sort: 'svPriceDesc', performGiftableSearch: true });
      expect(prices(gifts)).toEqual([...prices(gifts)].sort((a, b) => b - a));
      expect(gifts.every((card) => card.priceType === 'GIFT' && card.promo === 0)).toBe(true);
      const promos = (await all({ sort: 'promo' })).map((card) => card.promo);
      expect(promos).toEqual([...promos].sort((a, b) => b - a));
      expect((await search({ sort: 'popularity' })).exactMatch.length).toBeGreaterThan(0);
    });

    it('CRIT-045..049: a gift search sorted by promotion answers the cheapest first (gift prices carry no promotion)', async () => {
      const response = await post({
        locale: 'fr_FR',
        pageSize: 48,
        sort: 'promo',
        performGiftableSearch: true,
      });
      expect(response.statusCode).toBe(200);
      const cards = offersResponseSchema.parse(response.json()).exactMatch;
      const prices = cards.map((card) => card.sellPrice);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((card) => card.promo === 0)).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('API-001 filters: stars, score, price, facilities, pets, types and tags narrow the results', async () => {
      const everything = await all({});
      const check = async (
        filters: Record<string, unknown>,
        keep: (card: OfferCard) => boolean,
      ) => {
        const cards = await all({ filters });
        expect(cards.every(keep)).toBe(true);
        expect(cards.length).toBeLessThanOrEqual(everything.length);
        return cards;
      };
      const fourAndFive = await check({ stars: [4, 5] }, (card) => card.hotel.stars >= 4);
      expect(fourAndFive.length).toBe(everything.filter((card) => card.hotel.stars >= 4).length);
      await check(
        { minHotelReviewScore: 8 },
        (card) => card.hotel.review.average !== null && card.hotel.review.average >= 8,
      );
      await check(
        { priceMin: 15_000, priceMax: 30_000 },
        (card) => card.sellPrice >= 15_000 && card.sellPrice <= 30_000,
      );
      const gifts = await all({
        performGiftableSearch: true,
        filters: { singleVoucherPriceMax: 20_000 },
      });
      expect(gifts.every((card) => card.sellPrice <= 20_000)).toBe(true);
      const pets = await all({ filters: { petsAllowed: true } });
      const petHotels = await ctx.database.orm
        .select({ id: hotels.id, facilities: hotels.facilities })
        .from(hotels);
      const allowed = new Set(
        petHotels.filter((h) => h.facilities.includes('pets')).map((h) => h.id),
      );
      expect(pets.length).toBeGreaterThan(0);
      expect(pets.every((card) => allowed.has(card.hotel.id))).toBe(true);
      const spa = await check({ tags: ['spa'] }, (card) =>
        card.activities.some((a) => a.id === 'spa'),
      );
      expect(spa.length).toBeGreaterThan(0);
      expect((await all({ filters: { hotelTypes: ['no-such-type'] } })).length).toBe(0);
    });

    it('CRIT-016: theme 39 keeps family weekends and names the theme', async () => {
      const body = await search({ criteria: { theme: 39 } });
      expect(body.searchDetails?.theme).toEqual({ id: 39, label: 'En famille' });
      const family = await ctx.database.orm
        .select({ id: weekends.id, themes: weekends.themeIds })
        .from(weekends);
      const ids = new Set(family.filter((w) => w.themes.includes(39)).map((w) => w.id));
      expect(body.exactMatch.every((card) => ids.has(card.id))).toBe(true);
    });

    it('API-005: the map answers one item per hotel with its location and weekend id', async () => {
      const response = await post({
        locale: 'fr_FR',
        performMapSearch: true,
        sort: 'priceQuality',
      });
      const body = mapSearchResponseSchema.parse(response.json());
      expect(body.exactMatch.length).toBeGreaterThan(0);
      expect(body.exactMatch.length).toBeLessThanOrEqual(TEST_SEED.hotels);
      expect(new Set(body.exactMatch.map((item) => item.id)).size).toBe(body.exactMatch.length);
      const [item] = body.exactMatch;
      const [weekend] = await ctx.database.orm
        .select()
        .from(weekends)
        .where(eq(weekends.id, item!.weekendId));
      expect(weekend?.hotelId).toBe(item!.id);
    });

    it('BEY-013: the map answer carries the point it centres on: the destination, the searched point, none', async () => {
      const [hotel] = await ctx.database.orm.select().from(hotels).where(eq(hotels.id, 1));
      const cityId = hotel!.destinationIds[0]!;
      const [city] = await ctx.database.orm
        .select()
        .from(destinations)
        .where(eq(destinations.id, cityId));
      const map = async (criteria: Record<string, unknown>) =>
        mapSearchResponseSchema.parse(
          (await post({ locale: 'fr_FR', performMapSearch: true, criteria })).json(),
        );
      const inCity = await map({ city: cityId });
      expect(inCity.destination).toEqual({ latitude: city!.latitude, longitude: city!.longitude });
      expect(inCity.exactMatch.length).toBeGreaterThan(0);
      const around = await map({ lat: 45.5, lng: 4.9, distanceMax: 300 });
      expect(around.destination).toEqual({ latitude: 45.5, longitude: 4.9 });
      expect((await map({})).destination).toBeUndefined();
    });

    it('API-006 / CRIT-055: a fallback request (limit 3, no page model) answers 3 cards and searchDetails', async () => {
      const body = await search({
        criteria: { checkin: CHECKIN },
        limit: 3,
        fetchPageModel: false,
      });
      expect(body.exactMatch).toHaveLength(3);
      expect(body.resultsCount).toBe(3);
      expect(body.searchDetails?.checkin).toBe(CHECKIN);
    });

    it.each([
      ['an invalid check-in', { criteria: { checkin: '2026-02-30' } }, /^criteria\.checkin: /],
      ['a star rating of 6', { filters: { stars: [6] } }, /^filters\.stars\.0: Too big/],
      ['an unknown sort', { sort: 'cheapest' }, /^sort: /],
      [
        'a negative distance',
        { criteria: { distanceMax: -1 } },
        /^criteria\.distanceMax: Too small/,
      ],
      ['a latitude beyond 90', { criteria: { lat: 91, lng: 0 } }, /^criteria\.lat: Too big/],
      ['a destination id that is text', { criteria: { city: 'paris' } }, /^criteria\.city: /],
      ['a limit over 48', { limit: 49 }, /^limit: Too big/],
      ['facets given as text', { filters: { facilities: 'spa' } }, /^filters\.facilities: /],
      ['too many adults', { criteria: { adult: 21 } }, /^criteria\.adult: Too big/],
    ])('API-002: answers 400 BAD_REQUEST for %s', async (_case, payload, message) => {
      const response = await post({ locale: 'fr_FR', ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(message),
      });
    });
  });

  describe('GET /api/facets.json', () => {
    it('API-001 / LEFT-006: counts per facet over the current search, each without its own filter', async () => {
      const response = await get('/api/facets.json?locale=fr_FR&stars=4,5&includeActivities=true');
      expect(response.statusCode).toBe(200);
      const facets = facetsResponseSchema.parse(response.json());
      for (const stars of [3, 4, 5]) {
        const { resultsCount } = await search({ filters: { stars: [stars] } });
        expect(facets.stars.find((facet) => facet.value === stars)?.count).toBe(resultsCount);
      }
      const { resultsCount: fourPlus } = await search({ filters: { stars: [4, 5] } });
      for (const type of facets.hotelTypes) {
        const { resultsCount } = await search({
          filters: { stars: [4, 5], hotelTypes: [type.value] },
        });
        expect(type.count).toBe(resultsCount);
      }
      expect(facets.hotelTypes.reduce((sum, type) => sum + type.count, 0)).toBe(fourPlus);
      expect(facets.facilities.map((facility) => facility.value)).toContain('wifi');
      expect(facets.hotelScores.map((score) => score.value)).toEqual([6, 7, 8, 9]);
      expect(facets.activities.length).toBeGreaterThan(0);
      expect(facets.activities[0]!.entries[0]).toMatchObject({
        id: expect.any(String),
        count: expect.any(Number),
      });
    });

    it('API-001: the other filters and the criteria narrow the counts; activities only on request', async () => {
      const all = facetsResponseSchema.parse((await get('/api/facets.json?locale=fr_FR')).json());
      const narrowed = facetsResponseSchema.parse(
        (
          await get(
            '/api/facets.json?locale=fr_FR&petsAllowed=true&minHotelReviewScore=7&priceMax=40000&checkin=2026-03-23',
          )
        ).json(),
      );
      const total = (facets: typeof all) => facets.stars.reduce((sum, star) => sum + star.count, 0);
      expect(total(narrowed)).toBeLessThan(total(all));
      expect(all.activities).toEqual([]);
      const { resultsCount } = await search({
        criteria: { checkin: '2026-03-23' },
        filters: { petsAllowed: true, minHotelReviewScore: 7, priceMax: 40_000 },
      });
      expect(total(narrowed)).toBe(resultsCount);
    });

    it.each([
      ['stars out of range', '/api/facets.json?locale=fr_FR&stars=4,9', /^stars\.1: Too big/],
      ['a price that is not a number', '/api/facets.json?locale=fr_FR&priceMin=abc', /^priceMin: /],
      [
        'a flag that is not a boolean',
        '/api/facets.json?locale=fr_FR&petsAllowed=maybe',
        /^petsAllowed: /,
      ],
      ['a missing locale', '/api/facets.json', 'locale: required'],
    ])('API-001: answers 400 BAD_REQUEST for %s', async (_case, url, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(message),
      });
    });
  });

  describe('GET /api/autocomplete-geonames.json', () => {
    const suggest = async (term: string, locale = 'fr_FR', extra = '') => {
      const response = await get(
        `/api/autocomplete-geonames.json?locale=${locale}&term=${encodeURIComponent(term)}&maxResults=30${extra}`,
      );
      expect(response.statusCode).toBe(200);
      return autocompleteResponseSchema.parse(response.json());
    };

    it('API-008: a prefix finds the city first, with its coordinates, postal code and value', async () => {
      const [first] = await suggest('pari');
      expect(first).toMatchObject({ label: 'Paris', category: 'city', postalcode: '75001' });
      expect(first!.value).toBe(String(first!.id));
      expect(first!.latitude).toBeCloseTo(48.86, 1);
    });

    it('API-008: ignores accents and case, answers in the locale language, and forgives one typo from 4 letters', async () => {
      expect((await suggest('MALAGA', 'es_ES'))[0]?.label).toBe('Málaga');
      expect((await suggest('parigi', 'it_IT'))[0]?.label).toBe('Parigi');
      expect((await suggest('barcelna', 'es_ES'))[0]?.label).toBe('Barcelona');
      expect((await suggest('bxrcelone'))[0]?.label).toBe('Barcelone');
      expect((await suggest('amsterdan'))[0]?.label).toBe('Amsterdam');
      expect(await suggest('pxr')).toEqual([]);
    });

    it('API-008: finds regions, departments, resorts and points of interest, and postal codes', async () => {
      expect((await suggest('toscana')).map((s) => s.category)).toContain('region');
      expect((await suggest('gironde')).map((s) => s.category)).toContain('department');
      expect((await suggest('biarritz')).map((s) => s.category)).toEqual(['city', 'searesort']);
      expect((await suggest('chamonix')).map((s) => s.category)).toContain('skiresort');
      expect((await suggest('provence')).map((s) => s.category)).toContain('touristicregion');
      expect((await suggest('eiffel')).map((s) => s.category)).toEqual(['poi']);
      expect((await suggest('75001'))[0]).toMatchObject({ label: 'Paris', postalcode: '75001' });
    });

    it('API-008: suggests hotels by name (category hotel), accents ignored', async () => {
      const [hotel] = await ctx.database.orm.select().from(hotels).where(eq(hotels.id, 1));
      const plain = hotel!.name.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      const suggestions = await suggest(plain);
      expect(suggestions).toContainEqual(
        expect.objectContaining({ id: 1, category: 'hotel', label: hotel!.name, value: '1' }),
      );
    });

    it('API-008: keeps at most maxResults suggestions; an empty term answers none', async () => {
      const response = await get(
        '/api/autocomplete-geonames.json?locale=fr_FR&term=sa&maxResults=2',
      );
      expect(autocompleteResponseSchema.parse(response.json())).toHaveLength(2);
      expect(await suggest('  ')).toEqual([]);
    });

    it.each([
      ['a missing term', '/api/autocomplete-geonames.json?locale=fr_FR', 'term: required'],
      [
        'maxResults 0',
        '/api/autocomplete-geonames.json?locale=fr_FR&term=a&maxResults=0',
        /^maxResults: Too small/,
      ],
      [
        'a term over 100 characters',
        `/api/autocomplete-geonames.json?locale=fr_FR&term=${'a'.repeat(101)}`,
        /^term: Too big/,
      ],
    ])('API-008: answers 400 BAD_REQUEST for %s', async (_case, url, message) => {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(message),
      });
    });
  });

  describe('GET /api/recommendedAutocomplete.json', () => {
    const recommend = async (query: string) => {
      const response = await get(`/api/recommendedAutocomplete.json?locale=fr_FR&${query}`);
      expect(response.statusCode).toBe(200);
      return recommendedAutocompleteResponseSchema.parse(response.json());
    };

    it('API-009: destinations with weekends, most weekends first; q narrows them', async () => {
      const top = await recommend('q=');
      expect(top.length).toBeGreaterThan(0);
      const counts = top.map((suggestion) => suggestion.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(top[0]!.category).toBe('country');
      const [hotel] = await ctx.database.orm.select().from(hotels).where(eq(hotels.id, 1));
      const named = await recommend(`q=${encodeURIComponent(hotel!.city)}`);
      expect(named.map((suggestion) => suggestion.id)).toContain(hotel!.destinationIds[0]);
    });

    it('API-009: a catalogue source narrows to a theme, a destination or a hotel', async () => {
      const family = await recommend('catalogSourceType=theme&catalogSourceCode=39');
      const all = await recommend('');
      expect(family[0]!.count).toBeLessThan(all[0]!.count);
      const [hotel] = await ctx.database.orm.select().from(hotels).where(eq(hotels.id, 1));
      const ofHotel = await recommend('catalogSourceType=hotel&catalogSourceCode=1');
      expect(ofHotel.map((s) => s.id).sort()).toEqual([...hotel!.destinationIds].sort());
      const country = hotel!.destinationIds.at(-1)!;
      const inside = await recommend(`catalogSourceType=destination&catalogSourceCode=${country}`);
      expect(inside.map((s) => s.id)).not.toContain(country);
    });

    it('API-009: answers 400 for an unknown catalogue source type', async () => {
      const response = await get(
        '/api/recommendedAutocomplete.json?locale=fr_FR&catalogSourceType=box',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'BAD_REQUEST',
        message: expect.stringMatching(/^catalogSourceType: /),
      });
    });
  });
});
