/**
 * The checkout in progress, kept in the tab's session storage so that a reload, the back button
 * or a retry finds it again (ADR 0051): the buyer, the insurance choice, the Idempotency-Key of
 * the order call with the body it was used for, and the order once created. One draft per offer.
 */
export interface DraftOrder {
  orderUUID: string;
  bookingNumber: string;
  viewToken: string;
  amount: number;
}

export interface CheckoutDraft {
  /** The stay the draft is for (its hand-off, as a key): another stay starts a new order. */
  stayKey: string;
  buyer?: Record<string, string> | undefined;
  insurance?: boolean | undefined;
  /** The Idempotency-Key of the order call and the body it was sent with. */
  idempotency?: { key: string; body: string } | undefined;
  order?: DraftOrder | undefined;
  /** What the eligibility call needs on the payment step (from the summary's quote). */
  payment?:
    | {
        checkin: string;
        cancellationPolicyType: string;
        cancellableUntil: string | null;
      }
    | undefined;
}

const PREFIX = 'checkout-draft:';

/**
 * What a draft is kept under: the offer id, `giftcard` for a gift-card order (ADR 0077), or
 * `activity-{id}` for an activity voucher (ADR 0044).
 */
export type DraftKey = number | typeof GIFT_CARD_SEGMENT | `activity-${number}`;
export const GIFT_CARD_SEGMENT = 'giftcard';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft of an offer, or null (none, another stay, unreadable). */
export function readDraft(productId: DraftKey, stayKey?: string): CheckoutDraft | null {
  try {
    const raw = storage()?.getItem(`${PREFIX}${productId}`);
    if (!raw) return null;
    const draft = JSON.parse(raw) as unknown;
    if (typeof draft !== 'object' || draft === null) return null;
    const candidate = draft as CheckoutDraft;
    if (typeof candidate.stayKey !== 'string') return null;
    if (stayKey !== undefined && candidate.stayKey !== stayKey) return null;
    return candidate;
  } catch {
    return null;
  }
}

export function writeDraft(productId: DraftKey, draft: CheckoutDraft): void {
  try {
    storage()?.setItem(`${PREFIX}${productId}`, JSON.stringify(draft));
  } catch {
    // Private mode or full storage: the checkout still works, a reload starts it again.
  }
}

/** A fresh Idempotency-Key (8 to 128 visible ASCII characters). */
export function newIdempotencyKey(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return `checkout-${random}`;
}

/**
 * BEY-002: the key for this order body: the same body keeps its key (a double click, a reload or
 * a retry gives back the same order), another body (the buyer changed) gets a new one.
 */
export function idempotencyFor(draft: CheckoutDraft, body: string): { key: string; body: string } {
  return draft.idempotency && draft.idempotency.body === body
    ? draft.idempotency
    : { key: newIdempotencyKey(), body };
}
