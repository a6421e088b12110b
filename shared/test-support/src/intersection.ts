import { act } from '@testing-library/react';
import { stubGlobal } from './stubs';

type Callback = (
  entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'target' | 'boundingClientRect'>[],
) => void;

/**
 * A controllable IntersectionObserver (jsdom has none): nothing is near the viewport until
 * `enter(element)` says so, and `leave(element)` scrolls it out of view (the entry's
 * `boundingClientRect` is the element's, which a test may mock to say where it went). Both are
 * awaited: what they load may suspend.
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
  const notify = async (element: Element, isIntersecting: boolean) => {
    await act(async () => {
      for (const observer of [...observers]) {
        if (observer.targets.has(element))
          observer.callback([
            {
              isIntersecting,
              target: element,
              boundingClientRect: element.getBoundingClientRect(),
            },
          ]);
      }
    });
  };
  return {
    /** Elements being watched. */
    observed: () => [...observers].flatMap((observer) => [...observer.targets]),
    enter: (element: Element) => notify(element, true),
    leave: (element: Element) => notify(element, false),
  };
}
