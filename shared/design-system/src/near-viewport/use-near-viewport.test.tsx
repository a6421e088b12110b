import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from './use-near-viewport';
import { stubGlobal, unstubAllGlobals } from '@shop/test-support';
import type { FunctionLike } from 'jest-mock';

function Probe({ margin, whenUnsupported }: { margin?: string; whenUnsupported?: boolean }) {
  const [ref, near] = useNearViewport<HTMLDivElement>(margin, whenUnsupported);
  return (
    <div ref={ref} data-testid="slot">
      {near ? 'near' : 'far'}
    </div>
  );
}

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

function stubObserver() {
  const instances: {
    callback: Callback;
    options?: IntersectionObserverInit;
    disconnect: jest.Mock<FunctionLike>;
    targets: Element[];
  }[] = [];
  class FakeObserver {
    readonly instance;
    constructor(callback: Callback, options?: IntersectionObserverInit) {
      this.instance = {
        callback,
        options,
        disconnect: jest.fn<FunctionLike>(),
        targets: [] as Element[],
      };
      instances.push(this.instance);
    }
    observe(target: Element) {
      this.instance.targets.push(target);
    }
    disconnect() {
      this.instance.disconnect();
    }
  }
  stubGlobal('IntersectionObserver', FakeObserver);
  return instances;
}

afterEach(() => unstubAllGlobals());

describe('useNearViewport', () => {
  it('is near at once without IntersectionObserver (content never lost)', () => {
    stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByTestId('slot')).toHaveTextContent('near');
  });

  it('stays far without IntersectionObserver when told to (optional extras)', () => {
    stubGlobal('IntersectionObserver', undefined);
    render(<Probe whenUnsupported={false} />);
    expect(screen.getByTestId('slot')).toHaveTextContent('far');
  });

  it('turns near when the element intersects the widened viewport, then stops observing', () => {
    const instances = stubObserver();
    render(<Probe />);
    const slot = screen.getByTestId('slot');
    expect(slot).toHaveTextContent('far');
    const [observer] = instances;
    expect(observer?.targets).toEqual([slot]);
    expect(observer?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    act(() => observer?.callback([{ isIntersecting: false }]));
    expect(slot).toHaveTextContent('far');
    act(() => observer?.callback([{ isIntersecting: true }]));
    expect(slot).toHaveTextContent('near');
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it('observes an element rendered after a first render without it (a served page answered anew)', () => {
    const instances = stubObserver();
    function Later({ shown }: { shown: boolean }) {
      const [ref, near] = useNearViewport<HTMLDivElement>();
      return shown ? (
        <div ref={ref} data-testid="slot">
          {near ? 'near' : 'far'}
        </div>
      ) : null;
    }
    const { rerender } = render(<Later shown={false} />);
    expect(instances).toHaveLength(0);
    rerender(<Later shown />);
    const slot = screen.getByTestId('slot');
    expect(instances[0]?.targets).toEqual([slot]);
    act(() => instances[0]?.callback([{ isIntersecting: true }]));
    expect(slot).toHaveTextContent('near');
  });

  it('takes its own root margin', () => {
    const instances = stubObserver();
    render(<Probe margin="0px" />);
    expect(instances[0]?.options?.rootMargin).toBe('0px');
  });
});
