import { act } from '@testing-library/react';
import { stubGlobal } from '@shop/test-support';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target'>[]) => void;

/**
 * A controllable IntersectionObserver: nothing is near the viewport until `scrollTo(element)`
 * says so (jsdom has none, where the lazy slots load at once).
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: Callback; targets: Set<Element> }>();
  class FakeIntersectionObserver {
    private readonly entry: { callback: Callback; targets: Set<Element> };
    constructor(callback: Callback) {
      this.entry = { callback, targets: new Set() };
      observers.add(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.add(target);
    }
    unobserve(target: Element) {
      this.entry.targets.delete(target);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    /** Elements being watched. */
    observed: () => [...observers].flatMap((observer) => [...observer.targets]),
    /** Brings `element` near the viewport (awaited: what it loads may suspend). */
    async scrollTo(element: Element) {
      await act(async () => {
        for (const observer of [...observers]) {
          if (observer.targets.has(element))
            observer.callback([{ isIntersecting: true, target: element }]);
        }
      });
    },
  };
}
