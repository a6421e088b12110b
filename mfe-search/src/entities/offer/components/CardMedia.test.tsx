import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { installDialogPolyfill } from '@shop/design-system/test-utils';
import { renderWithCopy } from '../../../test/render';
import { CardMedia } from './CardMedia';
import type { FunctionLike } from 'jest-mock';

beforeAll(() => installDialogPolyfill());

const images = (count: number) => Array.from({ length: count }, (_, i) => `/img/${i + 1}.svg`);

describe('CardMedia (SRCH-053: image carousel, gallery, wishlist heart)', () => {
  it('SRCH-053, CRIT-097: a carousel of the images; only the first image eager on the first row', async () => {
    await renderWithCopy(<CardMedia images={images(3)} label="Weekend 1" eager />);
    const carousel = screen.getByRole('group', { name: 'Photos of Weekend 1' });
    const shown = within(carousel).getAllByRole('img');
    expect(shown.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    // The first row's first picture (the largest paint) is fetched first.
    expect(shown.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(shown[1]).toHaveAccessibleName('Weekend 1, photo 2 of 3');
    // The image box reserves its size.
    expect(shown[0]).toHaveAttribute('width', '640');
    expect(shown[0]).toHaveAttribute('height', '360');
    expect(within(carousel).getByRole('button', { name: 'Next photo' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Previous photo' })).toBeInTheDocument();
  });

  it('below the first row every image is lazy; one image needs no carousel; none shows the empty box', async () => {
    const { unmount } = await renderWithCopy(<CardMedia images={images(2)} label="W" />);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
    ]);
    expect(screen.getAllByRole('img')[0]).not.toHaveAttribute('fetchpriority');
    unmount();
    const single = await renderWithCopy(<CardMedia images={images(1)} label="W" eager />);
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    single.unmount();
    await renderWithCopy(<CardMedia images={[]} label="W" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('SRCH-053, CRIT-098: the gallery opens on demand in a modal with up to 4 images and "+N photos"; focus returns', async () => {
    await renderWithCopy(<CardMedia images={images(6)} label="Weekend 1" />);
    expect(screen.queryByRole('dialog')).toBeNull(); // not loaded before it is asked for
    const user = userEvent.setup();
    const open = screen.getByRole('button', { name: 'See all 6 photos' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of Weekend 1' });
    const gallery = within(dialog).getByRole('list', { name: 'Photos of Weekend 1' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(4);
    expect(within(gallery).getByText('+2 photos')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveAttribute('open');
    expect(open).toHaveFocus();
  });

  it('CRIT-101: with a handler, a heart toggle named after the card', async () => {
    const wishlist = { saved: true, onToggle: jest.fn<FunctionLike>() };
    await renderWithCopy(<CardMedia images={images(1)} label="Weekend 1" wishlist={wishlist} />);
    const heart = screen.getByRole('button', { name: 'Save Weekend 1 to my wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    expect(wishlist.onToggle).toHaveBeenCalledTimes(1);
  });

  it('CRIT-101: no handler, no heart', async () => {
    await renderWithCopy(<CardMedia images={images(1)} label="Weekend 1" />);
    expect(screen.queryByRole('button', { name: /wishlist/ })).toBeNull();
  });
});
