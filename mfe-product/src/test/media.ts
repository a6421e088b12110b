/** Makes the design system's small-screen query `(max-width: 767px)` match (a phone) or not. */
import { stubGlobal } from '@shop/test-support';
export function setMobile(mobile: boolean): void {
  stubGlobal(
    'matchMedia',
    (query: string): MediaQueryList =>
      ({
        matches: mobile && query.includes('max-width: 767px'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
