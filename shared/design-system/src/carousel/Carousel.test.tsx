import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Carousel } from './Carousel';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

/** jsdom has no layout: give the track and its items sizes. */
function layout(
  track: HTMLElement,
  { itemWidth, clientWidth, scrollWidth }: Record<string, number>,
) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: scrollWidth });
  for (const item of Array.from(track.children)) {
    jest.spyOn(item, 'getBoundingClientRect').mockReturnValue({ width: itemWidth } as DOMRect);
  }
}

const items = Array.from({ length: 12 }, (_, i) => <a href={`/p/${i}`}>{`Stay ${i + 1}`}</a>);

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Carousel', () => {
  it('is a named region with a list of items and named arrow buttons', () => {
    render(
      <Carousel label="Similar stays" previousLabel="Previous" nextLabel="Next">
        {items}
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Similar stays' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('moves N items plus the offset per click in 300 ms (CRIT-097)', async () => {
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const now = jest.spyOn(performance, 'now').mockReturnValue(1000);
    const user = userEvent.setup();
    render(
      <Carousel
        label="Similar stays"
        previousLabel="Previous"
        nextLabel="Next"
        itemsPerMove={4}
        offset={16}
      >
        {items}
      </Carousel>,
    );
    const track = screen.getByRole('list');
    layout(track, { itemWidth: 200, clientWidth: 800, scrollWidth: 12 * 216 });
    act(() => track.dispatchEvent(new Event('scroll')));
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).not.toHaveAttribute('aria-disabled');
    await user.click(next);
    // Halfway through the animation the track is part-way, at the end exactly 4 × (200 + 16).
    act(() => frames.shift()?.(1150));
    expect(track.scrollLeft).toBeGreaterThan(0);
    expect(track.scrollLeft).toBeLessThan(864);
    act(() => frames.shift()?.(1300));
    expect(track.scrollLeft).toBe(864);
    expect(frames).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('aria-disabled');
    now.mockRestore();
  });

  it('measures its edges when the resize observer reports the track, not while rendering', () => {
    const observed: ResizeObserverCallback[] = [];
    stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const reads = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(12 * 216);
    render(
      <Carousel label="Similar stays" previousLabel="Previous" nextLabel="Next">
        {items}
      </Carousel>,
    );
    expect(reads).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    // The observer's first report (after layout) enables the arrow.
    act(() => observed[0]?.([], {} as ResizeObserver));
    expect(reads).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    unstubAllGlobals();
  });

  it('jumps without animation when reduced motion is preferred', async () => {
    stubGlobal(
      'matchMedia',
      jest.fn<FunctionLike>().mockReturnValue({ matches: true } as MediaQueryList),
    );
    const user = userEvent.setup();
    render(
      <Carousel label="Photos" previousLabel="Previous" nextLabel="Next" itemsPerMove={2}>
        {items}
      </Carousel>,
    );
    const track = screen.getByRole('list');
    layout(track, { itemWidth: 100, clientWidth: 300, scrollWidth: 1200 });
    act(() => track.dispatchEvent(new Event('scroll')));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(track.scrollLeft).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(track.scrollLeft).toBe(0);
    unstubAllGlobals();
  });
});

describe('Carousel focusableTrack', () => {
  it('makes a track of non-interactive slides keyboard-focusable (scrollable region)', () => {
    const { rerender } = render(
      <Carousel label="Photos" previousLabel="Previous" nextLabel="Next">
        <img src="/a.svg" alt="A" />
        <img src="/b.svg" alt="B" />
      </Carousel>,
    );
    const track = screen.getByRole('list');
    expect(track).not.toHaveAttribute('tabindex');
    rerender(
      <Carousel label="Photos" previousLabel="Previous" nextLabel="Next" focusableTrack>
        <img src="/a.svg" alt="A" />
        <img src="/b.svg" alt="B" />
      </Carousel>,
    );
    expect(track).toHaveAttribute('tabindex', '0');
    track.focus();
    expect(track).toHaveFocus();
  });
});

describe('Carousel landmark', () => {
  it('is a region landmark by default, a named group with landmark={false}', () => {
    const { rerender } = render(
      <Carousel label="Photos of Weekend 1" previousLabel="Previous" nextLabel="Next">
        <img src="/a.svg" alt="A" />
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Photos of Weekend 1' })).toBeInTheDocument();
    rerender(
      <Carousel
        label="Photos of Weekend 1"
        previousLabel="Previous"
        nextLabel="Next"
        landmark={false}
      >
        <img src="/a.svg" alt="A" />
      </Carousel>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('group', { name: 'Photos of Weekend 1' })).toBeInTheDocument();
  });
});
