import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { platformStore, resetWishlist } from '@shop/platform';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';
import { setMobile } from '../test/media';
import { loadCopy } from '../test/render';
import { otherOffersAnswer, upsellAnswer, weekendDetail } from '../test/weekend';
import ProductPage from './ProductPage';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  setMobile(false);
  resetWishlist();
  platformStore.setState({
    locale: 'fr_FR',
    language: 'en',
    location: { pathname: '/weekend/746', search: '?lng=en', hash: '' },
    environment: { production: false, indexing: false },
  });
  stubGlobal(
    'fetch',
    jest.fn<FunctionLike>(async (input: unknown) => {
      const url = String(input);
      if (url.includes('/upsell.json')) return json(upsellAnswer());
      if (url.includes('/otherOffers.json')) return json(otherOffersAnswer(2));
      return json(weekendDetail());
    }),
  );
});
afterEach(() => unstubAllGlobals());

describe('stay page first screen (ADR 0033, 160 KB budget)', () => {
  it('shows breadcrumb, photos, title and hotel first; tabs, sections and the heart once the page is idle', async () => {
    loadCopy();
    await act(async () => {
      render(
        <SWRConfig value={{ provider: () => new Map() }}>
          <Suspense fallback={null}>
            <ProductPage params={{ productId: '746' }} />
          </Suspense>
        </SWRConfig>,
      );
    });
    await screen.findByRole('heading', { level: 1, name: 'Spa escape and dinner' });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See 12 pictures' })).toBeInTheDocument();
    expect(screen.getByTestId('hotel-score')).toHaveTextContent('Hotel del Mar');
    expect(screen.queryByRole('navigation', { name: 'Sections of the offer' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your room' })).toBeNull();
    expect(screen.queryByRole('button', { name: /to my wishlist/ })).toBeNull();
    // The page's idle moment (1 s, then the next idle time).
    expect(
      await screen.findByRole('navigation', { name: 'Sections of the offer' }, { timeout: 4_000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your room' })).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Save Spa escape and dinner to my wishlist' }),
    ).toBeInTheDocument();
  });
});
