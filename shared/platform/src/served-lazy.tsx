import {
  type ComponentProps,
  type ComponentType,
  createContext,
  lazy,
  useContext,
  useState,
} from 'react';

/**
 * Lazily loaded sections of a served page (issue 16, ADR 0096). React drops a click on a section
 * of server HTML whose code is still loading when the page hydrates (React 19 replays no discrete
 * event there). A section made with `servedLazy` names itself; the server render records the
 * names it rendered (`ServedLazyRecord`), the gateway hands them to the browser with the page's
 * data, and the browser loads their code (`preloadServedLazy`) before hydrating, so every section
 * hydrates at once and each click reaches it. In the browser's own renders it is `React.lazy`.
 */

/** How to load each section made with `servedLazy` in the code loaded so far, by name. */
const sections = new Map<string, () => Promise<unknown>>();

/** The names of the `servedLazy` sections a server render rendered, filled during the render. */
export const ServedLazyRecord = createContext<Set<string> | null>(null);

/**
 * `React.lazy` for a section a served page can render: `name` is unique across the apps
 * (`<app>/<Section>`). Once its code is loaded, a section mounting later renders it at once.
 */
// React.lazy's own bound: a component of any props, read back as ComponentProps<T>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function servedLazy<T extends ComponentType<any>>(
  name: string,
  loader: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> {
  type Props = ComponentProps<T>;
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const load = () =>
    (loading ??= loader().then(
      (module) => {
        // T is a component taking Props (ComponentProps<T>): the same type, spelled out.
        loaded = module.default as unknown as ComponentType<Props>;
        return { default: loaded };
      },
      (error: unknown) => {
        // A failed load is tried again by the next render (the region's retry).
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(load);
  sections.set(name, load);

  function ServedLazy(props: Props) {
    useContext(ServedLazyRecord)?.add(name);
    // Chosen once per mount: a section that mounted lazily keeps its element type (and state)
    // when its code arrives.
    const [Section] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Section {...props} />;
  }
  ServedLazy.displayName = `servedLazy(${name})`;
  return ServedLazy;
}

/**
 * Loads the code of the named sections, and of those their code names in turn, until each one
 * known is loaded: a section nested in another is known once its parent's code is. A name no
 * loaded code knows (an older build) and a failed load are skipped: that section hydrates late.
 */
export async function preloadServedLazy(names: readonly string[]): Promise<void> {
  const started = new Set<string>();
  for (;;) {
    const next = names.filter((name) => !started.has(name) && sections.has(name));
    if (next.length === 0) return;
    for (const name of next) started.add(name);
    await Promise.all(
      next.map((name) =>
        sections
          .get(name)?.()
          .catch(() => undefined),
      ),
    );
  }
}
