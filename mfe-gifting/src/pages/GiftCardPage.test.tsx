import { platformStore, DEFAULT_FLAGS, MARKETS } from '@shop/platform';
import { readGiftCardChoice, saveGiftCardChoice } from '@shop/platform/gift-handoff';
import { unstubAllGlobals } from '@shop/test-support';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { LIMIT_MESSAGE_MS } from '../features/gift-card-form/components/GiftCardForm';
import { giftCardOptions } from '../test/fixtures';
import { json, mockFetch } from '@shop/test-support/fetch';
import { renderWithCopy, setPage } from '../test/render';
import GiftCardPage from './GiftCardPage';

function answers() {
  return mockFetch((url) =>
    url === '/api/front/gift-cards?locale=fr_FR'
      ? json(giftCardOptions())
      : json({ error: 'NOT_FOUND', message: 'no' }, 404),
  );
}

async function renderPage(url = '/giftcard/customization?lng=en') {
  const navigate = setPage(url);
  await act(() => renderWithCopy(<GiftCardPage params={{ '*': 'customization' }} />));
  await screen.findByTestId('gift-card-form');
  return navigate;
}

beforeEach(() => {
  window.sessionStorage.clear();
  platformStore.setState({ market: MARKETS.FR, flags: DEFAULT_FLAGS });
});
afterEach(() => {
  jest.useRealTimers();
  unstubAllGlobals();
});

describe('gift card customization /giftcard/customization (GIFT-025)', () => {
  it('GIFT-025: amounts with the default chosen, designs, recipient and message fields', async () => {
    answers();
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Gift card' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /^50\s€$/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Birthday' }) as HTMLInputElement).checked).toBe(
      true,
    );
    for (const label of ["Recipient's first name", "Recipient's e-mail", 'From', 'Message']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByText('Max. 180 characters')).toBeTruthy();
    expect(
      screen.getByText('Valid 12 months from purchase, for stays and activities.'),
    ).toBeTruthy();
  });

  it('GIFT-025: the choice is kept for the checkout, which opens /checkout/giftcard/summary', async () => {
    answers();
    const navigate = await renderPage();
    fireEvent.click(screen.getByRole('radio', { name: /^100\s€$/ }));
    fireEvent.click(screen.getByRole('radio', { name: 'Thank you' }));
    fireEvent.change(screen.getByLabelText("Recipient's first name"), {
      target: { value: 'Léa' },
    });
    fireEvent.change(screen.getByLabelText("Recipient's e-mail"), {
      target: { value: 'lea@example.fr' },
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: 'Camille' } });
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Happy birthday!' } });
    expect(screen.getByTestId('gift-card-amount').textContent).toMatch(/^100\s€$/);
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(navigate).toHaveBeenCalledWith('/checkout/giftcard/summary?lng=en', undefined);
    expect(readGiftCardChoice()).toEqual({
      amount: 10_000,
      designId: 2,
      recipientName: 'Léa',
      recipientEmail: 'lea@example.fr',
      fromName: 'Camille',
      message: 'Happy birthday!',
    });
  });

  it('GIFT-022, GIFT-023: text-only names and the e-mail checked on blur and on submit; nothing kept', async () => {
    answers();
    const navigate = await renderPage();
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: 'C4mille' } });
    fireEvent.blur(from);
    expect(screen.getByText('Only text is expected')).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Recipient's e-mail"), {
      target: { value: 'lea@example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to checkout' }));
    expect(screen.getByText('Email seems incorrect')).toBeTruthy();
    expect(screen.getByText('2 fields need your attention.')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
    expect(readGiftCardChoice()).toBeNull();
  });

  it('GIFT-020: typing beyond 40 characters is cut and says so for one second', async () => {
    answers();
    await renderPage();
    jest.useFakeTimers();
    const from = screen.getByLabelText('From') as HTMLInputElement;
    fireEvent.change(from, { target: { value: 'A'.repeat(45) } });
    expect(from.value).toBe('A'.repeat(40));
    expect(screen.getByText('The field is limited to 40 characters')).toBeTruthy();
    act(() => jest.advanceTimersByTime(LIMIT_MESSAGE_MS));
    expect(screen.queryByText('The field is limited to 40 characters')).toBeNull();
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement;
    fireEvent.change(message, { target: { value: 'x'.repeat(200) } });
    expect(message.value).toHaveLength(180);
    expect(screen.getByText('The field is limited to 180 characters')).toBeTruthy();
  });

  it('GIFT-023: a choice kept earlier prefills the form (back from the summary)', async () => {
    answers();
    saveGiftCardChoice({
      amount: 2_500,
      designId: 2,
      recipientName: 'Léa',
      recipientEmail: null,
      fromName: 'Camille',
      message: 'Hello',
    });
    await renderPage();
    expect((screen.getByRole('radio', { name: /^25\s€$/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('Camille');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('GIFT-025: a failed options call says so with a retry, never a crash', async () => {
    mockFetch(() => json({ error: 'INTERNAL_ERROR', message: 'boom' }, 500));
    setPage('/giftcard/customization?lng=en');
    await act(() => renderWithCopy(<GiftCardPage params={{ '*': 'customization' }} />));
    await waitFor(() =>
      expect(screen.getByText('The gift card options could not be loaded.')).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
