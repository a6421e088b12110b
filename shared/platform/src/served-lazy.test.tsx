import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { preloadServedLazy, ServedLazyRecord, servedLazy } from './served-lazy';

function Text({ text }: { text: string }) {
  return <p>{text}</p>;
}

describe('servedLazy (issue 16, ADR 0096)', () => {
  it('records its name in the render that shows it, and renders at once once its code is loaded', async () => {
    const Section = servedLazy('test/recorded', async () => ({ default: Text }));
    await preloadServedLazy(['test/recorded']);
    const rendered = new Set<string>();
    // No Suspense boundary: a section still loading would suspend the whole render.
    render(
      <ServedLazyRecord value={rendered}>
        <Section text="at once" />
      </ServedLazyRecord>,
    );
    expect(screen.getByText('at once')).toBeInTheDocument();
    expect([...rendered]).toEqual(['test/recorded']);
  });

  it('is React.lazy while its code loads, and keeps what it mounted when the code arrives', async () => {
    const loader = jest.fn(async () => ({ default: Text }));
    const Section = servedLazy('test/loading', loader);
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <Section text="first" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    const shown = await screen.findByText('first');
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Section text="second" />
      </Suspense>,
    );
    // The same element, updated: not remounted as another component type.
    expect(screen.getByText('second')).toBe(shown);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('loads a section nested in another once the parent’s code names it, skipping names no code knows and failed loads', async () => {
    const order: string[] = [];
    let Child: ComponentType<{ text: string }> | undefined;
    servedLazy('test/parent', async () => {
      order.push('parent');
      // The parent's module defines the nested section when it is evaluated.
      Child = servedLazy('test/child', async () => {
        order.push('child');
        return { default: Text };
      });
      return { default: Text };
    });
    const failing = jest.fn(() => Promise.reject(new Error('chunk failed')));
    servedLazy('test/failing', failing);

    await preloadServedLazy(['test/child', 'test/unknown', 'test/failing', 'test/parent']);
    expect(order).toEqual(['parent', 'child']);
    expect(failing).toHaveBeenCalledTimes(1);

    // The nested section is loaded: it renders without suspending.
    const Loaded = Child as ComponentType<{ text: string }>;
    render(<Loaded text="nested" />);
    expect(screen.getByText('nested')).toBeInTheDocument();
  });
});
