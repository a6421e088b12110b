import type { RouteKind } from '@shop/platform';

/** SHELL-019: what the footer carries beside its fixed columns, by the page's first segment. */
export interface FooterOptions {
  /** Room for the stay page's sticky booking bar (mobile), so it never covers the footer. */
  bookingBar: boolean;
  /** The booking legal text (prices per person, taxes, cancellation) under the hotel page. */
  bookingLegal: boolean;
  newsletter: boolean;
  contact: boolean;
}

/** SHELL-019: pages whose own content already is the newsletter or contact. */
const NO_NEWSLETTER: readonly RouteKind[] = ['contact', 'account', 'beneficiary', 'confirmation'];
const NO_CONTACT: readonly RouteKind[] = ['contact'];

export function footerOptions(kind: RouteKind): FooterOptions {
  return {
    bookingBar: kind === 'product',
    bookingLegal: kind === 'hotel',
    newsletter: !NO_NEWSLETTER.includes(kind),
    contact: !NO_CONTACT.includes(kind),
  };
}
