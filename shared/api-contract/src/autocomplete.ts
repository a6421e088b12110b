/** GET /api/autocomplete-geonames.json (API-008) and /api/recommendedAutocomplete.json (API-009). */
import { z } from 'zod/mini';
import { countSchema as count, localeSchema } from './common';
import { numberText } from './query-text';
import { searchIdSchema, int, destinationCategorySchema } from './search';

export const AUTOCOMPLETE_MAX_RESULTS = 30;

/** GET /api/autocomplete-geonames.json (API-008) */
export const autocompleteQuerySchema = z.object({
  locale: localeSchema,
  term: z.string().check(z.maxLength(100)),
  maxResults: z._default(numberText(int(1, 100)), AUTOCOMPLETE_MAX_RESULTS),
});
export type AutocompleteQuery = z.input<typeof autocompleteQuerySchema>;

/** A destination suggestion (spec §3): `value` is the id the search criteria take. */
export const destinationSuggestionSchema = z.object({
  id: z.int(),
  label: z.string(),
  category: destinationCategorySchema,
  latitude: z.number(),
  longitude: z.number(),
  value: z.string(),
  postalcode: z.nullable(z.string()),
});
export type DestinationSuggestion = z.infer<typeof destinationSuggestionSchema>;

export const autocompleteResponseSchema = z.array(destinationSuggestionSchema);
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

export const CATALOG_SOURCE_TYPES = ['theme', 'destination', 'hotel'] as const;

/** GET /api/recommendedAutocomplete.json (API-009) */
export const recommendedAutocompleteQuerySchema = z.object({
  locale: localeSchema,
  q: z._default(z.string().check(z.maxLength(100)), ''),
  /** Narrows suggestions to a catalogue: a theme id, a destination id, or a hotel id. */
  catalogSourceType: z.optional(z.enum(CATALOG_SOURCE_TYPES)),
  catalogSourceCode: z.optional(searchIdSchema),
});
export type RecommendedAutocompleteQuery = z.input<typeof recommendedAutocompleteQuerySchema>;

/** A recommended suggestion: a destination or a hotel with the number of weekends behind it. */
export const recommendedSuggestionSchema = z.object({
  id: z.int(),
  label: z.string(),
  category: destinationCategorySchema,
  value: z.string(),
  count,
});
export const recommendedAutocompleteResponseSchema = z.array(recommendedSuggestionSchema);
export type RecommendedAutocompleteResponse = z.infer<typeof recommendedAutocompleteResponseSchema>;
