/**
 * The booking journey of the scale-out test and benchmark, over HTTP as the checkout sends it:
 * the order (with its Idempotency-Key), the card payment, the challenge; then the order read with
 * its view token. Each journey is a client of its own (X-Forwarded-For), so that the checkout's
 * per-client limits count journeys, not the load generator. With `retry`, what a real checkout
 * does when a node dies under it: the same order is sent again with the same key, a payment whose
 * answer was lost is checked on the order before paying again.
 */
import {
  ORDER_VIEW_TOKEN_HEADER,
  type OrderRequest,
  type OrderCreatedResponse,
  type PaymentResponse,
} from '@shop/api-contract';
import { SANDBOX } from '../src/payments/sandbox';
import { TEST_BUYER } from '../src/testing/orders';

export interface Stay {
  offerId: number;
  date: string;
  checkout: string;
  priceCents: number;
}

export interface Timing {
  /** Milliseconds of each HTTP request. */
  requests: number[];
  /** Answers 5xx or lost connections (each retried when `retry`). */
  failures: number;
}

export type JourneyEnd =
  | { outcome: 'confirmed'; orderUUID: string; key: string }
  | { outcome: 'refused'; status: number; key: string }
  | { outcome: 'failed'; reason: string; key: string; orderUUID?: string };

export function orderBody(stay: Stay): OrderRequest {
  return {
    locale: 'fr_FR',
    buyer: TEST_BUYER,
    currency: 'EUR',
    expectedAmount: stay.priceCents * 2,
    items: {
      insuranceItem: false,
      promotionCodeItem: null,
      shortStayItem: {
        gift: null,
        reservationCriteria: {
          offerId: stay.offerId,
          activityDaySelections: [],
          pax: { numberOfAdults: 2, numberOfChildren: 0, numberOfBabies: 0 },
          travelPeriod: { checkinDate: stay.date, checkoutDate: stay.checkout },
          minisiteId: null,
          specialRequest: '',
        },
      },
      giftCardItem: null,
    },
  };
}

interface Answer {
  status: number;
  body: unknown;
}

/** One request; status 0 for a lost connection. */
async function call(
  origin: string,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timing: Timing,
): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(origin + url, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    timing.requests.push(performance.now() - started);
    if (response.status >= 500) timing.failures += 1;
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  } catch {
    timing.requests.push(performance.now() - started);
    timing.failures += 1;
    return { status: 0, body: undefined };
  }
}

const lost = (answer: Answer) => answer.status === 0 || answer.status >= 500;

/** Sends again (same request, same key) while the answer is lost or 5xx, up to 30 times. */
async function callRetrying(retry: boolean, send: () => Promise<Answer>): Promise<Answer> {
  let answer = await send();
  for (let attempt = 0; retry && lost(answer) && attempt < 30; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await send();
  }
  return answer;
}

/** One journey through `origin`; `client` is its address (X-Forwarded-For). */
export async function bookingJourney(
  origin: string,
  stay: Stay,
  key: string,
  client: string,
  timing: Timing,
  retry: boolean,
): Promise<JourneyEnd> {
  const headers = { 'x-forwarded-for': client };
  const created = await callRetrying(retry, () =>
    call(
      origin,
      'POST',
      '/api/front/purchase/orders',
      { ...headers, 'idempotency-key': key },
      orderBody(stay),
      timing,
    ),
  );
  if (lost(created)) return { outcome: 'failed', reason: `order ${created.status}`, key };
  if (created.status !== 201 && created.status !== 200) {
    return { outcome: 'refused', status: created.status, key };
  }
  const order = created.body as OrderCreatedResponse;
  const orderUUID = order.orderUUID;
  const read = () =>
    callRetrying(retry, () =>
      call(
        origin,
        'GET',
        `/api/front/purchase/orders/${orderUUID}`,
        { ...headers, [ORDER_VIEW_TOKEN_HEADER]: order.viewToken },
        undefined,
        timing,
      ),
    );
  const failed = (reason: string): JourneyEnd => ({ outcome: 'failed', reason, key, orderUUID });
  for (let attempt = 0; attempt < (retry ? 10 : 1); attempt += 1) {
    const payment = await call(
      origin,
      'POST',
      '/api/front/purchase/payments',
      headers,
      {
        orderUUID,
        paymentMethod: 'card',
        card: { number: SANDBOX.acceptedCard, expiryMonth: 12, expiryYear: 2030, cvc: '123' },
      },
      timing,
    );
    let answer = payment;
    if (payment.status === 201) {
      const intent = payment.body as PaymentResponse;
      if (intent.status === 'requires_action') {
        answer = await callRetrying(retry, () =>
          call(
            origin,
            'POST',
            `/api/front/purchase/payments/${intent.paymentIntentId}/confirm`,
            headers,
            { challengeCode: SANDBOX.challengePassCode },
            timing,
          ),
        );
      }
    }
    if (!retry) {
      if (lost(answer)) return failed(`payment ${answer.status}`);
      const paid = answer.body as PaymentResponse;
      return paid.order?.status === 'confirmed'
        ? { outcome: 'confirmed', orderUUID, key }
        : failed(`payment ${answer.status} ${paid.status} ${paid.failureReason ?? ''}`);
    }
    // Whatever the payment answered (or if it was lost), the order says whether it is paid.
    const summary = await read();
    if (summary.status === 200 && (summary.body as { status: string }).status === 'confirmed') {
      return { outcome: 'confirmed', orderUUID, key };
    }
    if (!lost(answer) && answer.status !== 201 && answer.status !== 200) {
      return failed(`payment ${answer.status}`);
    }
  }
  return failed('not confirmed after 10 payment attempts');
}

/** Runs journeys with `concurrency` loops for `seconds`, each on the next stay of `stays`. */
export async function journeyLoad(options: {
  origin: string;
  stays: Stay[];
  concurrency: number;
  seconds: number;
  keyPrefix: string;
  retry: boolean;
  /** Called once, `afterMs` into the load (the node kill). */
  during?: { afterMs: number; run: () => Promise<void> };
}): Promise<{ ends: JourneyEnd[]; timing: Timing; journeyMs: number[]; elapsedMs: number }> {
  const { origin, stays, concurrency, seconds, keyPrefix, retry } = options;
  const timing: Timing = { requests: [], failures: 0 };
  const ends: JourneyEnd[] = [];
  const journeyMs: number[] = [];
  let next = 0;
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  const during = options.during
    ? new Promise((resolve) => setTimeout(resolve, options.during!.afterMs)).then(
        options.during.run,
      )
    : Promise.resolve();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < stopAt) {
        const n = next;
        next += 1;
        const stay = stays[n];
        if (!stay) throw new Error(`only ${stays.length} bookable stays: lower the load`);
        const client = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
        const begun = performance.now();
        ends.push(await bookingJourney(origin, stay, `${keyPrefix}-${n}`, client, timing, retry));
        journeyMs.push(performance.now() - begun);
      }
    }),
  );
  await during;
  return { ends, timing, journeyMs, elapsedMs: performance.now() - started };
}

/** The `p`-th percentile (0–100) of `values`, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
