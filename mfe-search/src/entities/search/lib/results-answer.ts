/** The part of a search answer (offers or activities) the results and not-found pages check. */
export interface ResultsAnswer {
  exactMatch: unknown[];
  resultsCount: number;
}

/**
 * What the results page needs of a search answer before rendering it: a list of cards with ids
 * and a count. A structural check rather than the contract schema, whose weight the page's
 * first-load budget cannot carry (ADR 0014); the API's tests hold the answers to the contract.
 * Apart from the search call (no SWR), so the not-found page can use it on its first screen.
 */
export function isResultsAnswer<T extends ResultsAnswer>(body: unknown): body is T {
  if (typeof body !== 'object' || body === null) return false;
  const { exactMatch, resultsCount } = body as Record<string, unknown>;
  return (
    Array.isArray(exactMatch) &&
    exactMatch.every(
      (card: unknown) =>
        typeof card === 'object' &&
        card !== null &&
        typeof (card as { id?: unknown }).id === 'number' &&
        typeof (card as { label?: unknown }).label === 'string',
    ) &&
    typeof resultsCount === 'number' &&
    Number.isInteger(resultsCount) &&
    resultsCount >= 0
  );
}
