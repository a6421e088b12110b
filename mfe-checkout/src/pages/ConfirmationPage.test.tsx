import { ORDER_VIEW_TOKEN_HEADER } from '@shop/api-contract';
import { platformStore, DEFAULT_FLAGS, MARKETS } from '@shop/platform';
import { unstubAllGlobals } from '@shop/test-support';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ORDER_UUID, orderSummary, VIEW_TOKEN, weekend } from '../test/fixtures';
import { json, mockFetch } from '@shop/test-support/fetch';
import { setPage } from '@shop/test-support/render';
import { renderWithCopy } from '../test/render';
import CheckoutPage from './CheckoutPage';
import ConfirmationPage from './ConfirmationPage';

const URL_OK = `/confirmation/${ORDER_UUID}?status=success&gaId=12345678&token=${VIEW_TOKEN}`;

function answers(status: 'confirmed' | 'pending' = 'confirmed') {
  return mockFetch((url, init) => {
    const token = new Headers(init?.headers).get(ORDER_VIEW_TOKEN_HEADER);
    if (url === `/api/front/purchase/orders/${ORDER_UUID}` && token === VIEW_TOKEN) {
      return json(orderSummary({ status }));
    }
    if (url.startsWith('/api/weekend/7/detail.json')) return json(weekend());
    return json({ error: 'NOT_FOUND', message: 'Order not found' }, 404);
  });
}

async function renderAt(url: string) {
  setPage(url);
  await act(() => renderWithCopy(<ConfirmationPage params={{ orderUUID: ORDER_UUID }} />));
}

const purchases = () => (window.dataLayer ?? []).filter((entry) => entry.event === 'purchase');

beforeEach(() => {
  window.localStorage.clear();
  window.dataLayer = [];
  platformStore.setState({ market: MARKETS.FR, flags: DEFAULT_FLAGS });
});
afterEach(() => unstubAllGlobals());

describe('confirmation /confirmation/{orderUUID}', () => {
  it('LEFT-041, BEY-001: the 8-digit booking number, the summary and what happens next', async () => {
    answers();
    await renderAt(URL_OK);
    expect((await screen.findByTestId('booking-number')).textContent).toBe('12345678');
    expect(screen.getByText('Thank you Camille, your booking is confirmed!')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Spa escape' })).toBeTruthy();
    expect(screen.getByText('2 adults')).toBeTruthy();
    expect(screen.getByTestId('price-breakdown').textContent).toMatch(/Total200\s€/);
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
  });

  it('LEFT-041, LEFT-040: the purchase event is sent once, not again on reload', async () => {
    answers();
    await renderAt(URL_OK);
    await screen.findByTestId('booking-number');
    expect(purchases()).toEqual([
      expect.objectContaining({
        transaction_id: '12345678',
        ga_id: '12345678',
        value: 200,
        currency: 'EUR',
      }),
    ]);
    cleanup();
    await renderAt(URL_OK);
    await screen.findByTestId('booking-number');
    expect(purchases()).toHaveLength(1);
  });

  it('LEFT-041, ADR 0050: without its token, or with a wrong one, nothing about the order is shown', async () => {
    const fetchMock = answers();
    await renderAt(`/confirmation/${ORDER_UUID}?status=success`);
    expect(screen.getByTestId('confirmation-unavailable')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    cleanup();
    await renderAt(
      `/confirmation/${ORDER_UUID}?token=1893456000.forgedforgedforgedforgedforgedforgedforged1`,
    );
    expect(await screen.findByTestId('confirmation-unavailable')).toBeTruthy();
    expect(screen.queryByTestId('booking-number')).toBeNull();
    expect(purchases()).toHaveLength(0);
  });

  it('LEFT-041: an order not paid yet says so and sends no purchase event', async () => {
    answers('pending');
    await renderAt(URL_OK);
    expect(await screen.findByText('Your booking is not paid yet')).toBeTruthy();
    expect(purchases()).toHaveLength(0);
  });
});

describe('activity voucher checkout /checkout/activity/{id}', () => {
  it('CHK-006: a forged activity id says the voucher cannot be bought, asks nothing and leads back', async () => {
    const fetchMock = mockFetch(() => json({ error: 'NOT_FOUND', message: 'no' }, 404));
    setPage('/checkout/activity/abc?customType=OWN_USE#id=abc&a=3');
    await act(() => renderWithCopy(<CheckoutPage params={{ activityId: 'abc' }} />));
    const page = screen.getByTestId('activity-checkout');
    expect(page.textContent).toContain('This activity voucher cannot be bought.');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to the activity' }).getAttribute('href')).toBe(
      '/activities/search',
    );
  });

  it('CHK-006: the payment step without an order placed leads back to the voucher checkout', async () => {
    mockFetch(() => json({ error: 'NOT_FOUND', message: 'no' }, 404));
    setPage('/checkout/activity/42?customType=OWN_USE&step=payment#id=42&a=3');
    await act(() => renderWithCopy(<CheckoutPage params={{ activityId: '42' }} />));
    const back = await screen.findByRole('link', { name: 'Book' });
    expect(back.getAttribute('href')).toBe('/checkout/activity/42?customType=OWN_USE#id=42&a=3');
  });
});
