import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
// Through the package's shared singleton (one store per page), never its files: this module is
// bundled into the apps that embed widgets (`@shop/platform/remote-widget`), so pages that embed
// nothing do not download it.
import { type RemoteName, reportError, usePlatform } from '@shop/platform';

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

type LoadState<P> =
  { status: 'loading' } | { status: 'ready'; Widget: ComponentType<P> } | { status: 'failed' };

/**
 * Another app's exposed widget, rendered through the shell's remote loader (ARCHITECTURE §2: an
 * app embeds another app's widget only through that app's exposed module). While it loads, a
 * placeholder keeps its space; when it cannot load or throws, the embedding app's fallback shows
 * and the rest of the page keeps working. The region carries `data-boundary` with the owner.
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
  const [attempt, setAttempt] = useState(0);
  const key = `${remote}|${module}|${attempt}`;
  const [outcome, setOutcome] = useState<{ key: string; state: LoadState<P> } | null>(null);
  const state: LoadState<P> = outcome?.key === key ? outcome.state : { status: 'loading' };

  useEffect(
    () => (wanted ? undefined : whenIdle(() => setWanted(true), WIDGET_IDLE_DELAY_MS)),
    [wanted],
  );

  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    const fail = () => live && setOutcome({ key, state: { status: 'failed' } });
    if (!loader) {
      // No shell on this page (standalone harness): nothing can load another app's module.
      fail();
      return undefined;
    }
    loader.loadModule(remote, module).then((loaded) => {
      // The owning app's documented props contract; federation cannot check it at build time.
      const Widget = loaded.default as ComponentType<P>;
      if (live) setOutcome({ key, state: { status: 'ready', Widget } });
    }, fail);
    return () => {
      live = false;
    };
  }, [wanted, loader, remote, module, key]);

  const retry = useCallback(() => {
    loader?.reset(remote);
    setAttempt((n) => n + 1);
  }, [loader, remote]);

  const want = () => setWanted(true);
  const placeholder = (
    <div className={placeholderClassName} aria-hidden="true" data-remote-widget="placeholder" />
  );
  const failure = typeof fallback === 'function' ? fallback(retry) : fallback;

  return (
    <div
      className={className}
      style={minHeight === undefined ? undefined : { minHeight }}
      data-boundary={remote}
      data-widget={module}
      onPointerEnter={wanted ? undefined : want}
      onTouchStart={wanted ? undefined : want}
    >
      {state.status === 'loading' && placeholder}
      {state.status === 'failed' && failure}
      {state.status === 'ready' && (
        <WidgetBoundary key={attempt} remote={remote} module={module} fallback={failure}>
          <Suspense fallback={placeholder}>
            <state.Widget {...props} />
          </Suspense>
        </WidgetBoundary>
      )}
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  module: string;
  fallback: ReactNode;
  children: ReactNode;
}

/** A widget that throws while rendering shows the fallback; the crash reaches the logs call. */
class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    void reportError({
      message: `${this.props.module}: ${error.message} ${info.componentStack ?? ''}`.trim(),
      app: this.props.remote,
    });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
