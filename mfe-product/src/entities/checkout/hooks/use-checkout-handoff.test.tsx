import { handoffResponseSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { unstubAllGlobals } from '@shop/test-support';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from '@jest/globals';
import { json, mockFetch } from '@shop/test-support/fetch';
import { setPlatform } from '../../../test/hotel-render';
import { type BookingChoice, useCheckoutHandoff } from './use-checkout-handoff';

const ANSWER = fixture(handoffResponseSchema, {
  ok: true,
  flow: 'booking',
  offerId: 77,
  reservationCriteria: null,
  giftNights: null,
  amount: 24000,
});

const CHOICE: BookingChoice = {
  productId: 77,
  offerId: 77,
  stay: { checkin: '2027-05-01', checkout: '2027-05-02', nights: 1 },
  pax: { adult: 2, child: 0, baby: 0, singleRoom: false },
  selectedDates: [],
};

afterEach(() => unstubAllGlobals());

describe('the checkout hand-off keeps the shell query (LEFT-041, ?lng=en)', () => {
  it('CHK-003: Book goes to the summary with ?lng=en kept, so the order and its e-mail are in English', async () => {
    mockFetch(() => json(ANSWER));
    const navigate = setPlatform({ pathname: '/weekend/77', search: '?lng=en&utm_source=x' });
    const { result } = renderHook(() => useCheckoutHandoff());
    await act(async () => {
      await result.current.book(CHOICE);
    });
    const target = String(navigate.mock.calls[0]?.[0]);
    expect(target.startsWith('/checkout/77/summary?')).toBe(true);
    const query = new URLSearchParams(target.slice(target.indexOf('?'), target.indexOf('#')));
    expect(query.get('lng')).toBe('en');
    expect(query.get('flow')).toBe('booking');
  });

  it('CHK-003: without ?lng the summary address has only the flow', async () => {
    mockFetch(() => json(ANSWER));
    const navigate = setPlatform({ pathname: '/weekend/77', search: '' });
    const { result } = renderHook(() => useCheckoutHandoff());
    await act(async () => {
      await result.current.book(CHOICE);
    });
    expect(String(navigate.mock.calls[0]?.[0])).toMatch(/^\/checkout\/77\/summary\?flow=booking#/);
  });
});
