/** The search benchmarks' request mix (search.bench.ts, scale/scale.ts). */
import type autocannon from 'autocannon';

/**
 * A varied mix: pages 0–2 of 24 cards for several places (none, the five countries, Paris,
 * Île-de-France),
 * filters (none, 4–5 stars, score 8+, spa) and sorts, each followed by the facets of the same
 * search — 384 distinct card pages and 32 distinct facet queries, cycled in a shuffled order.
 */
export function requestMix(): autocannon.Request[] {
  const places: Record<string, number>[] = [
    {},
    { country: 1 },
    { country: 2 },
    { country: 3 },
    { country: 4 },
    { country: 5 },
    { city: 8 },
    { region: 6 },
  ];
  const placeQuery = (place: Record<string, number>) =>
    Object.entries(place)
      .map(([key, value]) => `&${key}=${value}`)
      .join('');
  const filters = [
    { body: {}, query: '' },
    { body: { stars: [4, 5] }, query: '&stars=4,5' },
    { body: { minHotelReviewScore: 8 }, query: '&minHotelReviewScore=8' },
    { body: { facilities: ['spa'] }, query: '&facilities=spa' },
  ];
  const sorts = ['priceQuality', 'priceAsc', 'promo', 'popularity'] as const;
  const locales = ['fr_FR', 'es_ES', 'nl_BE', 'it_IT'] as const;
  const mix: autocannon.Request[] = [];
  let n = 0;
  for (const place of places) {
    for (const filter of filters) {
      for (const sort of sorts) {
        for (const page of [0, 1, 2]) {
          const locale = locales[n % locales.length]!;
          n += 1;
          mix.push(
            {
              method: 'POST',
              path: '/api/offers.json',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                locale,
                criteria: place,
                filters: filter.body,
                sort,
                page,
                pageSize: 24,
              }),
            },
            {
              method: 'GET',
              path: `/api/facets.json?locale=${locale}${placeQuery(place)}${filter.query}`,
            },
          );
        }
      }
    }
  }
  // A fixed shuffle (pairs kept together), so that connections do not walk the list in step.
  const pairs = Array.from({ length: mix.length / 2 }, (_, i) => mix.slice(2 * i, 2 * i + 2));
  let seed = 20_260_301;
  for (let i = pairs.length - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  return pairs.flat();
}
