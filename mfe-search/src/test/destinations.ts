import {
  autocompleteResponseSchema,
  destinationSuggestionSchema,
  recommendedAutocompleteResponseSchema,
  type AutocompleteResponse,
  type RecommendedAutocompleteResponse,
} from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';

// Parsed by the contract's schema when built (ADR 0027).
const suggestion = (value: AutocompleteResponse[number]) =>
  fixture(destinationSuggestionSchema, value, `suggestion ${value.label}`);

/** Destination autocomplete answers (API-009) for "Paris": two cities, a seaside resort, a hotel. */
export const PARIS = suggestion({
  id: 75,
  label: 'Paris',
  category: 'city',
  latitude: 48.85,
  longitude: 2.35,
  value: '75',
  postalcode: '75000',
});
export const PARIS_PLAGE = suggestion({
  id: 12,
  label: 'Paris Plage',
  category: 'searesort',
  latitude: 50.5,
  longitude: 1.6,
  value: '12',
  postalcode: null,
});
export const HOTEL_DE_PARIS = suggestion({
  id: 7,
  label: 'Hôtel de Paris',
  category: 'hotel',
  latitude: 48.8,
  longitude: 2.3,
  value: '7',
  postalcode: null,
});
export const PARIS_L_HOPITAL = suggestion({
  id: 76,
  label: 'Paris-l’Hôpital',
  category: 'city',
  latitude: 46.9,
  longitude: 4.6,
  value: '76',
  postalcode: null,
});

/** A destination autocomplete answer (API-009) listing the given suggestions. */
export const autocompleteAnswer = (...suggestions: AutocompleteResponse): AutocompleteResponse =>
  fixture(autocompleteResponseSchema, suggestions, 'autocomplete answer');

/** A recommended autocomplete answer: destinations with their number of offers. */
export const recommendedAnswer = (
  suggestions: RecommendedAutocompleteResponse,
): RecommendedAutocompleteResponse =>
  fixture(recommendedAutocompleteResponseSchema, suggestions, 'recommended autocomplete answer');

/** A recommended autocomplete answer without any destination. */
export const NO_RECOMMENDATIONS = recommendedAnswer([]);
