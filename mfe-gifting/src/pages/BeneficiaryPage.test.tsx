import { platformStore, DEFAULT_FLAGS, MARKETS } from '@shop/platform';
import { readGiftCode } from '@shop/platform/gift-handoff';
import { unstubAllGlobals } from '@shop/test-support';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { GIFT_CODE_LOOKUP_URL } from '../features/gift-code-lookup/api/lookup-gift-code';
import { giftCardCode } from '../test/fixtures';
import { json, mockFetch } from '@shop/test-support/fetch';
import { renderWithCopy, setPage } from '../test/render';
import BeneficiaryPage from './BeneficiaryPage';

async function renderPage() {
  const navigate = setPage('/beneficiary/login?lng=en');
  await act(() => renderWithCopy(<BeneficiaryPage params={{}} />));
  return navigate;
}

async function check(code: string) {
  fireEvent.change(screen.getByLabelText('Gift code'), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Check my code' }));
  });
}

beforeEach(() => {
  window.sessionStorage.clear();
  platformStore.setState({ market: MARKETS.FR, flags: DEFAULT_FLAGS });
});
afterEach(() => unstubAllGlobals());

describe('beneficiary /beneficiary/login (SHELL-038, issue 13 item 5)', () => {
  it('SHELL-038, GIFT-025: a gift card shows what is left and until when; booking keeps the code', async () => {
    const fetchMock = mockFetch(() => json(giftCardCode()));
    const navigate = await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'I have received a box / getaway gift' }),
    ).toBeTruthy();
    await check(' abcd efgh jkmn wxyz ');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(GIFT_CODE_LOOKUP_URL);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ code: 'abcd efgh jkmn wxyz' });
    expect(screen.getByText('Gift card ****-****-****-WXYZ')).toBeTruthy();
    expect(screen.getByTestId('gift-worth').textContent).toMatch(
      /^60\s€ to spend until 26 novembre 2027\.$/,
    );
    expect(screen.getByText(/Out of the 100\s€/)).toBeTruthy();
    expect(readGiftCode()).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Book a stay' }));
    expect(navigate).toHaveBeenCalledWith('/search?lng=en', expect.anything());
    expect(readGiftCode()).toBe('abcd efgh jkmn wxyz');
    expect(screen.getByRole('link', { name: 'Book an activity' }).getAttribute('href')).toBe(
      '/activities/search?lng=en',
    );
  });

  it('SHELL-054: with the activity-only toggle off a gift card offers no activity booking', async () => {
    platformStore.setState({ flags: { ...DEFAULT_FLAGS, activityOnly: false } });
    mockFetch(() => json(giftCardCode()));
    await renderPage();
    await check('ABCD-EFGH-JKMN-WXYZ');
    expect(screen.getByRole('link', { name: 'Book a stay' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book an activity' })).toBeNull();
  });

  it('issue 13 item 5: an expired card says so, with its last day, and offers no booking', async () => {
    mockFetch(() => json(giftCardCode({ status: 'expired', expiresOn: '2026-10-26' })));
    await renderPage();
    await check('XPRD-GFTC-RDEM-2345');
    expect(
      screen.getByText('This gift expired on 26 octobre 2026: it can no longer be used.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book a stay' })).toBeNull();
  });

  it('issue 13 item 5: a used-up card says so', async () => {
    mockFetch(() => json(giftCardCode({ status: 'usedUp', balance: 0 })));
    await renderPage();
    await check('ABCD-EFGH-JKMN-WXYZ');
    expect(
      screen.getByText('This gift card has been used up: nothing is left to spend on it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Book a stay' })).toBeNull();
  });

  it('issue 13 item 5: a mistyped code (404 or 400) and an empty field say so on the field', async () => {
    mockFetch(() => json({ error: 'GIFT_CODE_UNKNOWN', message: 'No gift' }, 404));
    await renderPage();
    await check('   ');
    expect(screen.getByText('Enter the code of your gift.')).toBeTruthy();
    await check('ABCD-EFGH-JKMN-PQRZ');
    const field = screen.getByLabelText('Gift code');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/We do not know this code/)).toBeTruthy();
    mockFetch(() => json({ error: 'BAD_REQUEST', message: 'code: expected letters' }, 400));
    await check('<script>');
    expect(screen.getByText(/We do not know this code/)).toBeTruthy();
  });

  it('issue 13 item 5: too many tries (429) asks to wait; a network failure asks to retry', async () => {
    mockFetch(() => json({ error: 'TOO_MANY_REQUESTS', message: 'Too many' }, 429));
    await renderPage();
    await check('ABCD-EFGH-JKMN-PQRZ');
    expect(
      screen.getByText('Too many attempts. Please wait a minute before trying again.'),
    ).toBeTruthy();
    mockFetch(() => Promise.reject(new TypeError('offline')));
    await check('ABCD-EFGH-JKMN-PQRZ');
    expect(
      screen.getByText('We could not check your code just now. Please try again.'),
    ).toBeTruthy();
  });

  it('ADR 0076: a gift voucher answer (the kind the voucher order will issue) is shown too', async () => {
    mockFetch(() =>
      json({
        kind: 'giftVoucher',
        maskedCode: '****-****-****-ABCD',
        status: 'valid',
        expiresOn: '2027-11-26',
        nights: 2,
        adults: 2,
        productId: 42,
      }),
    );
    await renderPage();
    await check('VOUCHER-ABCD');
    expect(screen.getByText('Gift voucher ****-****-****-ABCD')).toBeTruthy();
    expect(screen.getByTestId('gift-worth').textContent).toBe(
      'A stay of 2 nights for 2 people, to book until 26 novembre 2027.',
    );
    expect(screen.getByRole('link', { name: 'Book a stay' }).getAttribute('href')).toBe(
      '/weekend/42?lng=en',
    );
  });
});
