import { type ComponentType, type ReactNode, useEffect, useMemo, useState } from 'react';
// Through the package's shared singleton (one store per page), never its files: this module is
// bundled into the apps that embed widgets (`@shop/platform/remote-widget`), so pages that embed
// nothing do not download it.
import { type RemoteName, usePlatform } from '@shop/platform';
import { RemoteBoundary, type RemoteSource } from './RemoteBoundary';

/** How long after its first render an idle-loaded widget waits before loading (ADR 0014). */
export const WIDGET_IDLE_DELAY_MS = 500;

/** Runs `task` after `delayMs` at the browser's next idle time (or then where it cannot tell). */
function whenIdle(task: () => void, delayMs: number): () => void {
  let idleHandle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(task, { timeout: 1500 });
    else task();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
  };
}

export interface RemoteWidgetProps<P extends object> {
  /** The app that exposes the widget, e.g. `mfe_search`. */
  remote: RemoteName;
  /** Its exposed module, e.g. `./SearchBox`. */
  module: string;
  /** The widget's props: the contract the owning app documents for its exposed module. */
  props: P;
  /**
   * The fallback when the widget cannot load or crashes: the embedding app's localised copy.
   * A function receives a retry (reads the remote's manifest anew).
   */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /** Space reserved before and after loading, so nothing moves when the widget arrives. */
  minHeight?: number | string;
  /** The region's class (e.g. responsive min-heights from the embedding app's CSS module). */
  className?: string;
  /** The placeholder's class while loading (e.g. the widget's silhouette). */
  placeholderClassName?: string;
  /**
   * `idle` (default): loads once the page has shown its first screen (ADR 0014), at once when the
   * visitor points at or touches the placeholder; `now`: loads on the first render.
   */
  load?: 'idle' | 'now';
}

/**
 * Another app's exposed widget, rendered through the shell's remote loader (ARCHITECTURE §2: an
 * app embeds another app's widget only through that app's exposed module). While it loads, a
 * placeholder keeps its space; when it cannot load or throws, the embedding app's fallback shows
 * and the rest of the page keeps working (RemoteBoundary, shared with the shell's page regions).
 * The region carries `data-boundary` with the owner and `data-widget` with the module.
 */
export function RemoteWidget<P extends object>({
  remote,
  module,
  props,
  fallback,
  minHeight,
  className,
  placeholderClassName,
  load = 'idle',
}: RemoteWidgetProps<P>) {
  const loader = usePlatform((state) => state.remoteLoader);
  const [wanted, setWanted] = useState(load === 'now');

  useEffect(
    () => (wanted ? undefined : whenIdle(() => setWanted(true), WIDGET_IDLE_DELAY_MS)),
    [wanted],
  );

  // No loader where no shell runs (standalone harness): nothing can load another app's module.
  const source = useMemo<RemoteSource<P> | null>(
    () =>
      loader && {
        // The owning app's documented props contract; federation cannot check it at build time.
        load: async (owner, exposed) => {
          const loaded = await loader.loadModule(owner, exposed);
          return { default: loaded.default as ComponentType<P> };
        },
        reset: (owner) => loader.reset(owner),
        // A shell older than releaseOf does not offer it (ADR 0015): the report goes without it.
        releaseOf: loader.releaseOf && ((owner) => loader.releaseOf?.(owner)),
      },
    [loader],
  );

  const want = () => setWanted(true);
  return (
    <RemoteBoundary<P>
      remote={remote}
      module={module}
      source={source}
      props={props}
      wanted={wanted}
      placeholder={
        <div className={placeholderClassName} aria-hidden="true" data-remote-widget="placeholder" />
      }
      fallback={(retry) => (typeof fallback === 'function' ? fallback(retry) : fallback)}
      regionProps={{
        className,
        style: minHeight === undefined ? undefined : { minHeight },
        'data-widget': module,
        onPointerEnter: wanted ? undefined : want,
        onTouchStart: wanted ? undefined : want,
      }}
    />
  );
}
