import { LOCALES } from '@shop/criteria';
import { CONTENT_LOCALES, generateContent } from './content';
import { describe, expect, it } from '@jest/globals';

describe('content seed', () => {
  const hotels = Array.from({ length: 300 }, (_, i) => ({
    id: i + 1,
    countryCode: (['FR', 'ES', 'BE', 'NL', 'IT'] as const)[i % 5] ?? 'FR',
  }));
  const options = { hotels, seed: 7, today: '2026-03-02' };

  it('ARCH-4 deterministic seed: the same options give the same content', () => {
    expect(generateContent(options)).toEqual(generateContent(options));
    expect(generateContent({ ...options, seed: 8 }).reviews).not.toEqual(
      generateContent(options).reviews,
    );
  });

  it('CONT-001 / SHELL-046: documents in English and the six locales', () => {
    const { documents } = generateContent(options);
    const of = (kind: string) =>
      new Set(documents.filter((d) => d.kind === kind).map((d) => d.locale));
    for (const kind of ['homepage', 'navigation', 'ideas', 'recommendations', 'staticPage']) {
      expect(of(kind)).toEqual(new Set(CONTENT_LOCALES));
    }
    expect(of('landing')).toEqual(new Set(LOCALES));
    const pressRoom = documents.filter((d) => d.key === 'press-room').map((d) => d.locale);
    expect(pressRoom.sort()).toEqual(['en', 'es_ES', 'fr_FR']);
    expect(documents.filter((d) => d.kind === 'minisite')).toHaveLength(6);
  });

  it('CONT-058 / CONT-065: reviews for many hotels, in several languages, scores 0–10, in the past', () => {
    const { reviews } = generateContent(options);
    expect(new Set(reviews.map((r) => r.hotelId)).size).toBeGreaterThan(200);
    expect(new Set(reviews.map((r) => r.locale))).toEqual(new Set(LOCALES));
    for (const review of reviews) {
      for (const score of [
        review.average,
        review.welcoming,
        review.food,
        review.priceQualityRatio,
      ]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(10);
      }
      expect(review.date < options.today).toBe(true);
    }
  });
});
