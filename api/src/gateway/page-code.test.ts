import { runInNewContext } from 'node:vm';
import { describe, expect, it } from '@jest/globals';
import { PAGE_CODE_ID, PAGE_CODE_LATEST_MS, PAGE_CODE_PATH, PAGE_CODE_SCRIPT } from './page-code';

const CODE = { main: '/main.js?1', scripts: ['/1.js', '/2.js'], fetches: ['/registry.json'] };

interface Page {
  visibilityState?: string;
  paints?: boolean;
  served?: boolean;
}

/** Runs the script in a page; `paint()` reports the first contentful paint; `added` what it added. */
function page({ visibilityState = 'visible', paints = true, served = true }: Page = {}) {
  const added: string[] = [];
  let report: ((entries: { name: string }[]) => void) | undefined;
  let timers: { run: () => void; ms: number }[] = [];
  const byId: Record<string, unknown> = {
    [PAGE_CODE_ID]: { textContent: JSON.stringify(CODE) },
    root: { firstChild: served ? {} : null },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paints ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(private callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      report = (entries) =>
        this.callback({ getEntries: () => entries }, { disconnect: () => (report = undefined) });
    }
  }
  runInNewContext(PAGE_CODE_SCRIPT, {
    PerformanceObserver,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    document: {
      visibilityState,
      getElementById: (id: string) => byId[id] ?? null,
      createElement: (tag: string) => {
        const attributes: Record<string, string> = {};
        return {
          tag,
          attributes,
          setAttribute: (name: string, value: string) => (attributes[name] = value),
        };
      },
      head: {
        appendChild: ({ tag, attributes }: { tag: string; attributes: Record<string, string> }) =>
          added.push(
            `${tag} ${Object.entries(attributes)
              .map(([k, v]) => `${k}=${v}`)
              .join(' ')}`,
          ),
      },
    },
  });
  return {
    added,
    paint: (name = 'first-contentful-paint') => report?.([{ name }]),
    /** Runs the timers set so far that are due within `ms`. */
    tick: (ms: number) => {
      const due = timers.filter((timer) => timer.ms <= ms);
      timers = timers.filter((timer) => timer.ms > ms);
      for (const timer of due) timer.run();
    },
  };
}

const STARTED = [
  'link rel=preload href=/registry.json as=fetch crossorigin=anonymous',
  'link rel=preload href=/1.js as=script',
  'link rel=preload href=/2.js as=script',
  'script src=/main.js?1',
];

describe('a served page’s code starts after its first paint (issue 16, ADR 0100)', () => {
  it('adds nothing before the first contentful paint, then the preloads and the entry, once', () => {
    const shown = page();
    expect(shown.added).toEqual([]);
    shown.paint('first-paint');
    shown.paint();
    expect(shown.added).toEqual([]);
    shown.tick(0);
    expect(shown.added).toEqual(STARTED);
    shown.paint();
    shown.tick(PAGE_CODE_LATEST_MS);
    expect(shown.added).toEqual(STARTED);
  });

  it('starts at once when the page is not shown, cannot report paints, or has no served markup', () => {
    expect(page({ visibilityState: 'hidden' }).added).toEqual(STARTED);
    expect(page({ paints: false }).added).toEqual(STARTED);
    expect(page({ served: false }).added).toEqual(STARTED);
  });

  it(`starts at the latest after ${PAGE_CODE_LATEST_MS} ms without a paint`, () => {
    const unpainted = page();
    unpainted.tick(PAGE_CODE_LATEST_MS - 1);
    expect(unpainted.added).toEqual([]);
    unpainted.tick(PAGE_CODE_LATEST_MS);
    expect(unpainted.added).toEqual(STARTED);
  });

  it('is addressed by its content, so it can be cached for good', () => {
    expect(PAGE_CODE_PATH).toMatch(/^\/page-code\.[0-9a-f]{12}\.js$/);
  });
});
