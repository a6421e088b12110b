import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, jest } from '@jest/globals';
import { Gallery } from './Gallery';
import type { FunctionLike } from 'jest-mock';

const images = Array.from({ length: 7 }, (_, i) => ({
  src: `/img/${i}.jpg`,
  alt: `Room ${i + 1}`,
}));

describe('Gallery', () => {
  it('shows at most 4 images (CRIT-098) with their alt texts', () => {
    render(<Gallery images={images} label="Hotel photos" max={10} />);
    expect(screen.getByRole('list', { name: 'Hotel photos' })).toBeInTheDocument();
    const shown = screen.getAllByRole('img');
    expect(shown).toHaveLength(4);
    expect(shown[0]).toHaveAccessibleName('Room 1');
    expect(shown[0]).toHaveAttribute('loading', 'eager');
    expect(shown[3]).toHaveAttribute('loading', 'lazy');
  });

  it('honours a smaller max and renders nothing without images', () => {
    const { container, rerender } = render(<Gallery images={images} max={2} />);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    rerender(<Gallery images={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('makes images named buttons when they open a viewer', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn<FunctionLike>();
    render(
      <Gallery
        images={images}
        onOpen={onOpen}
        openLabel={(i) => `Open photo ${i + 1} of 7`}
        moreText="+3"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open photo 2 of 7' }));
    expect(onOpen).toHaveBeenCalledWith(1);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('+3')).toBeInTheDocument();
  });
});
