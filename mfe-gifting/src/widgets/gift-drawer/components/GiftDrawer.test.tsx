import { fireEvent, screen, waitFor } from '@testing-library/react';
import { parseGiftHash, parseProductHash } from '@shop/criteria';
import { describe, expect, it } from '@jest/globals';
import { calledUrls, mockFetch } from '@shop/test-support/fetch';
import { renderWithCopy, setPage } from '../../../test/render';
import { giftingApi } from '../../../test/gifting';
import GiftDrawer, { type GiftDrawerProps } from './GiftDrawer';

const render = (props: GiftDrawerProps = { productId: 12 }) =>
  renderWithCopy(<GiftDrawer {...props} />);

describe('mfe_gifting/GiftDrawer (GIFT-002..004, GIFT-007)', () => {
  it('GIFT-002: the drawer content offers "Gift without dates" to the gift setup with giftNights', async () => {
    setPage('/weekend/12?flow=gifting#giftAdult=2&giftNights=2');
    mockFetch(giftingApi());
    await render();
    const link = await screen.findByRole('link', { name: 'Gift without dates' });
    const target = new URL(link.getAttribute('href')!, 'https://shop.test');
    expect(target.pathname).toBe('/gifting/12');
    expect(parseGiftHash(target.hash)).toMatchObject({ giftNights: 2, giftFormat: 'digital' });
    expect(screen.getByTestId('gift-card')).toBeInTheDocument();
  });

  it('GIFT-004, GIFT-007: gift upsells load for a one-night voucher and show; none for more nights', async () => {
    setPage('/weekend/12?flow=gifting#giftNights=1');
    const fetchMock = mockFetch(giftingApi());
    const { unmount } = await render();
    expect(
      await screen.findByRole('link', { name: 'Spa weekend with dinner' }),
    ).toBeInTheDocument();
    expect(
      calledUrls(fetchMock).some(
        (url) => url.includes('/upsell.json') && url.includes('giftNights=1'),
      ),
    ).toBe(true);
    unmount();

    setPage('/weekend/12?flow=gifting#giftNights=2');
    const second = mockFetch(giftingApi());
    await render();
    await screen.findByRole('link', { name: 'Gift without dates' });
    expect(screen.queryByRole('link', { name: 'Spa weekend with dinner' })).not.toBeInTheDocument();
    expect(calledUrls(second).some((url) => url.includes('/upsell.json'))).toBe(false);
  });

  it('GIFT-006: choosing nights in the drawer writes giftNights to the product hash', async () => {
    const navigate = setPage('/weekend/12?flow=gifting#giftNights=1&a=2');
    mockFetch(giftingApi());
    await render();
    fireEvent.click(await screen.findByRole('radio', { name: /2 nights/ }));
    const target = new URL(String(navigate.mock.calls.at(-1)?.[0]), 'https://shop.test');
    expect(target.pathname).toBe('/weekend/12');
    expect(target.search).toBe('?flow=gifting');
    expect(parseProductHash(target.hash).giftNights).toBe(2);
  });

  it('GIFT-003: the Spanish market uses its distinct card', async () => {
    setPage('/weekend/12?flow=gifting#giftNights=1', 'es_ES');
    mockFetch(giftingApi());
    await render();
    expect(await screen.findByTestId('gift-card-es')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Give a getaway' })).toBeInTheDocument();
    expect(screen.queryByTestId('gift-card')).not.toBeInTheDocument();
  });

  it('a bad id renders nothing and calls nothing', async () => {
    setPage('/weekend/12?flow=gifting');
    const fetchMock = mockFetch(giftingApi());
    const { container } = await render({ productId: -4 });
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
