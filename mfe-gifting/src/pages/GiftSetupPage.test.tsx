import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { platformStore } from '@shop/platform';
import { parseGiftHash, readGiftCustomization, writeGiftCustomization } from '@shop/criteria';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fixture } from '@shop/api-contract/fixture';
import { shippingCostsResponseSchema } from '@shop/api-contract';
import { calledUrls, mockFetch } from '@shop/test-support/fetch';
import { renderWithCopy, setPage } from '../test/render';
import { giftingApi, PRICES } from '../test/gifting';
import GiftSetupPage from './GiftSetupPage';

const render = (params = { productId: '12' }) => renderWithCopy(<GiftSetupPage params={params} />);
const lastHash = (navigate: ReturnType<typeof setPage>) =>
  parseGiftHash(new URL(String(navigate.mock.calls.at(-1)?.[0]), 'https://shop.test').hash);

describe('gift setup page (GIFT-001, GIFT-005..024)', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.dataLayer = [];
    platformStore.setState({
      flags: { ...platformStore.getState().flags, physicalGiftFormat: true },
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('GIFT-001, GIFT-005, GIFT-008, GIFT-010, GIFT-018: nights, format (digital by default), form and price summary; first entry takes the first tier', async () => {
    const navigate = setPage('/gifting/12');
    mockFetch(giftingApi());
    await render();
    expect(await screen.findByRole('group', { name: 'Number of nights' })).toBeInTheDocument();
    await waitFor(() => expect(lastHash(navigate).giftNights).toBe(1));
    expect(screen.getByRole('radio', { name: /Digital/ })).toBeChecked();
    // GIFT-010: digital arrives by e-mail at once, tagged Ecological; physical in 2-4 days.
    expect(screen.getByText('Instant reception by e-mail')).toBeInTheDocument();
    expect(screen.getByText('Ecological')).toBeInTheDocument();
    expect(screen.getByText('Free delivery')).toBeInTheDocument();
    expect(screen.getByText('Delivery between 2 and 4 working days')).toBeInTheDocument();
    expect(screen.getByLabelText('From (optional)')).toBeInTheDocument();
    expect(screen.getByText('Max. 180 characters')).toBeInTheDocument();
    expect(await screen.findByTestId('gift-total')).toHaveTextContent('100');
    expect(screen.getByText('Valid 1 year for 2 people')).toBeInTheDocument();
  });

  it('GIFT-006, GIFT-018: a night change writes giftNights to the hash and the summary follows', async () => {
    const navigate = setPage('/gifting/12#giftNights=1');
    mockFetch(giftingApi());
    await render();
    fireEvent.click(await screen.findByRole('radio', { name: /2 nights/ }));
    expect(lastHash(navigate).giftNights).toBe(2);
    await waitFor(() => expect(screen.getByTestId('gift-total')).toHaveTextContent('192'));
    expect(screen.getByText('-4%')).toBeInTheDocument();
  });

  it('GIFT-009: physical is disabled with "Victim of its success…" when the shipping cost has an error', async () => {
    setPage('/gifting/12#giftNights=1&giftFormat=physical');
    mockFetch(
      giftingApi({
        shipping: fixture(shippingCostsResponseSchema, {
          pointOfSale: 'FR',
          amount: null,
          error: 'PHYSICAL_FORMAT_UNAVAILABLE',
        }),
      }),
    );
    await render();
    expect(
      await screen.findByText('Victim of its success, the physical format is coming back soon!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Physical/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Digital/ })).toBeChecked();
  });

  it('GIFT-009, GIFT-015, SHELL-054: with the flag off the shipping cost is never fetched and physical is disabled', async () => {
    platformStore.setState({
      flags: { ...platformStore.getState().flags, physicalGiftFormat: false },
    });
    setPage('/gifting/12#giftNights=1');
    const fetchMock = mockFetch(giftingApi());
    await render();
    expect(await screen.findByRole('radio', { name: /Physical/ })).toBeDisabled();
    expect(calledUrls(fetchMock).some((url) => url.includes('shipping-costs'))).toBe(false);
  });

  it('GIFT-012..014, GIFT-018: physical shows the sub-elements; a choice toggles its id in the hash and adds its price', async () => {
    const navigate = setPage('/gifting/12#giftNights=1&giftFormat=physical');
    mockFetch(giftingApi());
    await render();
    const box = await screen.findByRole('checkbox', { name: /Gift box/ });
    expect(screen.getByRole('checkbox', { name: /Chocolates/ })).toBeInTheDocument();
    fireEvent.click(box);
    expect(lastHash(navigate).subElements).toEqual([2]);
    await waitFor(() => expect(screen.getByTestId('gift-total')).toHaveTextContent('111,80'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Gift box/ }));
    expect(lastHash(navigate).subElements).toEqual([]);
  });

  it('tolerant hash: unknown format, negative nights and unknown ids fall back to defaults', async () => {
    setPage('/gifting/12#giftNights=-3&giftFormat=hologram&subElements=999');
    const fetchMock = mockFetch(giftingApi());
    await render();
    expect(await screen.findByRole('radio', { name: /Digital/ })).toBeChecked();
    await waitFor(() =>
      expect(calledUrls(fetchMock).some((url) => url.includes('/gift-vouchers/quote'))).toBe(true),
    );
    const quote = calledUrls(fetchMock).find((url) => url.includes('/gift-vouchers/quote'))!;
    expect(quote).toContain('format=DIGITAL');
    expect(quote).not.toContain('subElements');
  });

  it('GIFT-020: typing beyond 40 characters is blocked and the limit message shows for one second', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    setPage('/gifting/12#giftNights=1');
    mockFetch(giftingApi());
    await render();
    const name = await screen.findByLabelText('From (optional)');
    fireEvent.change(name, { target: { value: 'A'.repeat(41) } });
    expect(name).toHaveValue('A'.repeat(40));
    expect(screen.getByText('The field is limited to 40 characters')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('The field is limited to 40 characters')).not.toBeInTheDocument();
  });

  it('GIFT-022, GIFT-023: fromName is text only, checked on blur', async () => {
    setPage('/gifting/12#giftNights=1');
    mockFetch(giftingApi());
    await render();
    const name = await screen.findByLabelText('From (optional)');
    fireEvent.change(name, { target: { value: 'R2D2' } });
    expect(screen.queryByText('Only text is expected')).not.toBeInTheDocument();
    fireEvent.blur(name);
    expect(screen.getByText('Only text is expected')).toBeInTheDocument();
  });

  it('GIFT-021: a mandatory field left empty says "Mandatory field" on submit and nothing moves', async () => {
    const navigate = setPage('/gifting/12#giftNights=1');
    mockFetch(
      giftingApi({
        prices: {
          ...PRICES,
          customization: {
            ...PRICES.customization,
            fromName: { ...PRICES.customization.fromName, mandatory: true },
          },
        },
      }),
    );
    await render();
    await screen.findByTestId('gift-total');
    const calls = navigate.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Mandatory field')).toBeInTheDocument();
    expect(navigate.mock.calls.length).toBe(calls);
  });

  it('GIFT-023, GIFT-024: prefilled from saved state; Continue stores fromName and message, records add_to_cart for gifting and goes to checkout', async () => {
    writeGiftCustomization(12, { fromName: 'Camille', message: 'Happy birthday' });
    const navigate = setPage('/gifting/12#giftNights=2');
    const fetchMock = mockFetch(giftingApi());
    await render();
    expect(await screen.findByLabelText('From (optional)')).toHaveValue('Camille');
    fireEvent.change(screen.getByLabelText('Message (optional)'), {
      target: { value: 'Happy birthday, enjoy!' },
    });
    await screen.findByTestId('gift-total');
    const calls = navigate.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(readGiftCustomization(12)).toEqual({
      fromName: 'Camille',
      message: 'Happy birthday, enjoy!',
    });
    await waitFor(() => expect(navigate.mock.calls.length).toBe(calls + 1));
    // CHK-001: checkout is initialised for the voucher first: productId, locale, party, giftNights.
    const handoff = fetchMock.mock.calls.find(([url]) => url === '/api/front/checkout/handoff');
    expect(JSON.parse(String(handoff?.[1]?.body))).toEqual({
      flow: 'gifting',
      productId: 12,
      locale: 'fr_FR',
      criteria: { a: 2, c: 0, b: 0 },
      giftNights: 2,
    });
    const target = new URL(String(navigate.mock.calls.at(-1)?.[0]), 'https://shop.test');
    expect(target.pathname).toBe('/checkout/12/summary');
    expect(target.searchParams.get('flow')).toBe('gifting');
    expect(parseGiftHash(target.hash).giftNights).toBe(2);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'add_to_cart', flow: 'gifting', item_id: 12, value: 192 }),
    );
  });

  it('CHK-001, CHK-002: a refused or failed hand-off is logged, says so and stays on the setup', async () => {
    const navigate = setPage('/gifting/12#giftNights=1');
    const refusal = {
      ok: false,
      error: 'PRODUCT_NOT_PUBLISHED',
      message: 'Weekend 12 is no longer sold',
    };
    const fetchMock = mockFetch(giftingApi({ handoff: refusal }));
    await render();
    await screen.findByTestId('gift-total');
    const calls = navigate.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        'Your gift cannot go on to checkout right now. Please try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(navigate.mock.calls.length).toBe(calls);
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ event: 'add_to_cart' }));
    await waitFor(() => expect(calledUrls(fetchMock)).toContain('/api/logs'));
    const log = fetchMock.mock.calls.find(([url]) => url === '/api/logs');
    expect(String(log?.[1]?.body)).toContain('PRODUCT_NOT_PUBLISHED');
  });

  it('GIFT-016: a voucher that is not giftable (empty price list) says so', async () => {
    setPage('/gifting/12');
    mockFetch(giftingApi({ prices: { ...PRICES, priceList: [], isGiftable: false } }));
    await render();
    expect(await screen.findByText('This stay cannot be offered as a gift.')).toBeInTheDocument();
  });

  it('a forged id shows a message, never a crash', async () => {
    setPage('/gifting/abc');
    mockFetch(giftingApi());
    await render({ productId: 'abc' });
    expect(screen.getByText('This gift does not exist.')).toBeInTheDocument();
  });
});
