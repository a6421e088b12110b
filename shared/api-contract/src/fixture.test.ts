import { describe, expect, it } from '@jest/globals';
import { z } from 'zod/mini';
import { fixture, FixtureError } from './fixture';
import { offerCardSchema } from './offers';

const card = z.object({
  id: z.number(),
  label: z.string(),
  hotel: z.object({ stars: z.number(), tags: z.array(z.object({ id: z.string() })) }),
});

const valid = { id: 1, label: 'Weekend', hotel: { stars: 3, tags: [{ id: 'spa' }] } };

describe('fixture: test data of API answers follow the contract (ADR 0027)', () => {
  it('returns a fixture the schema accepts', () => {
    expect(fixture(card, valid)).toEqual(valid);
  });

  it('a drifted fixture fails: a field renamed in the contract is missing, with its path', () => {
    const drifted = { id: 1, title: 'Weekend', hotel: valid.hotel } as unknown as typeof valid;
    expect(() => fixture(card, drifted, 'offer card')).toThrow(FixtureError);
    expect(() => fixture(card, drifted, 'offer card')).toThrow(
      /offer card does not follow the API contract:\n {2}at label: .*invalid_type, expected string/,
    );
  });

  it('a drifted fixture fails: a mistyped nested field', () => {
    const drifted = { ...valid, hotel: { stars: '3', tags: [] } } as unknown as typeof valid;
    expect(() => fixture(card, drifted)).toThrow(/at hotel\.stars: /);
  });

  it('a drifted fixture fails: a field the contract dropped (the parse would strip it silently)', () => {
    const drifted = { ...valid, hotel: { ...valid.hotel, tags: [{ id: 'spa', colour: 'red' }] } };
    expect(() => fixture(card, drifted)).toThrow(
      'The fixture has fields the API contract does not know: hotel.tags.0.colour',
    );
  });

  it('checks real contract schemas: an offer card without its price fails', () => {
    expect(() => fixture(offerCardSchema, { id: 746 } as never)).toThrow(/at sellPrice: /);
  });
});
