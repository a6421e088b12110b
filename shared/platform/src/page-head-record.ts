import { createContext } from 'react';

/**
 * The head a page asked for while the server rendered it (issue 16 item 4, BEY-008): the title of
 * `usePageTitle` and the description of `useMetaTag`, filled during the render. The gateway
 * writes them into the served HTML's head, with the canonical address and the market
 * alternates, for a page whose head the SEO domain does not make from the catalogue (the search
 * pages). In the browser there is no record: the hooks set the document's head themselves.
 */
export interface RecordedHead {
  title?: string;
  description?: string;
}

/** Records what a page asks for of its head (the server render's; none in the browser). */
export const PageHeadRecord = createContext<((head: RecordedHead) => void) | null>(null);
