import { signInResponseSchema, tripsResponseSchema } from '@shop/api-contract';
import { fixture } from '@shop/api-contract/fixture';
import { DEFAULT_FLAGS, platformStore } from '@shop/platform';
import { unstubAllGlobals } from '@shop/test-support';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { json, mockFetch } from '@shop/test-support/fetch';
import { setPage } from '@shop/test-support/render';
import { renderWithCopy } from '../test/render';
import AccountPage from './AccountPage';

const PROFILE = {
  accountId: '6f1c1b7e-0000-4000-8000-000000000001',
  email: 'nina@example.fr',
  firstName: '',
  lastName: '',
  phoneNumber: '',
};

beforeEach(() => {
  platformStore.setState({ flags: { ...DEFAULT_FLAGS, customerAccount: true } });
});
afterEach(() => {
  cleanup();
  unstubAllGlobals();
  platformStore.setState({ flags: DEFAULT_FLAGS });
});

describe('customer accounts in /account/* (issue 12 §6, ADR 0046)', () => {
  it('the sign-in section sends a one-time link for a valid address only, keeping the origin and ?lng=en', async () => {
    const fetchMock = mockFetch(() => json({ sent: true }, 202));
    setPage('/account/signin?origin=%2Faccount%2Fwishlist&lng=en');
    await act(() => renderWithCopy(<AccountPage params={{ '*': 'signin' }} />));
    const email = await screen.findByLabelText('Email');
    await userEvent.type(email, 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect(screen.getByText('Email seems incorrect')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.type(email, 'nina@example.fr');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a sign-in link' }));
    expect(await screen.findByText(/We sent a sign-in link to nina@example.fr/)).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/front/account/sign-in-link');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'nina@example.fr',
      locale: 'fr_FR',
      origin: '/account/wishlist',
      lng: 'en',
    });
  });

  it('the link comes back with its token: spent once, then on to the origin; a refused link says so', async () => {
    mockFetch(() =>
      json(fixture(signInResponseSchema, { profile: PROFILE, origin: '/account/wishlist' })),
    );
    const navigate = setPage('/account/signin?token=v1.abc');
    await act(() => renderWithCopy(<AccountPage params={{ '*': 'signin' }} />));
    await waitFor(() => expect(navigate.mock.calls[0]?.[0]).toBe('/account/wishlist'));
    cleanup();
    mockFetch(() => json({ error: 'UNAUTHORIZED', message: 'expired' }, 401));
    setPage('/account/signin?token=v1.old');
    await act(() => renderWithCopy(<AccountPage params={{ '*': 'signin' }} />));
    expect(
      await screen.findByText(/This sign-in link has expired or was already used/),
    ).toBeTruthy();
  });

  it('trips list the orders with a link that opens each; signed out, the section leads to the sign-in', async () => {
    const trips = fixture(tripsResponseSchema, {
      trips: [
        {
          orderUUID: '0b7d3a52-1c2e-4f57-9a55-2f0e4e8b9c01',
          bookingNumber: '12345678',
          status: 'confirmed',
          createdAt: '2026-03-10T09:00:00.000Z',
          amount: 31800,
          stay: {
            offerId: 7,
            label: 'Spa weekend',
            checkinDate: '2027-05-01',
            checkoutDate: '2027-05-02',
          },
          activityVoucher: null,
          giftCards: 0,
          viewToken: 'v1.1.token',
        },
      ],
    });
    mockFetch(() => json(trips));
    setPage('/account/trips');
    await act(() => renderWithCopy(<AccountPage params={{ '*': 'trips' }} />));
    const link = await screen.findByRole('link', { name: 'Spa weekend' });
    expect(link.getAttribute('href')).toBe(
      '/confirmation/0b7d3a52-1c2e-4f57-9a55-2f0e4e8b9c01?token=v1.1.token',
    );
    expect(screen.getByTestId('trip').textContent).toContain('Booking number 12345678');
    cleanup();
    mockFetch(() => json({ error: 'UNAUTHORIZED', message: 'Sign in' }, 401));
    setPage('/account/trips');
    await act(() => renderWithCopy(<AccountPage params={{ '*': 'trips' }} />));
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/account/signin?origin=%2Faccount%2Ftrips');
  });

  it('with the customer-account toggle off the sections say accounts are off (no account call)', async () => {
    platformStore.setState({ flags: DEFAULT_FLAGS });
    const fetchMock = mockFetch(() => json({}, 404));
    setPage('/account/trips');
    await act(() => renderWithCopy(<AccountPage params={{ '*': 'trips' }} />));
    expect(screen.queryByTestId('account-trips')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/account/'))).toBe(false);
  });
});
