import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type HTMLAttributes,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
// Through the package's shared singleton (one store per page), never its files: this module is
// bundled into each app that renders another app's module (the shell's page regions, RemoteWidget),
// so it runs against whatever platform the page's shell provides — an older shell included
// (ADR 0015). It uses only what every shell's platform has: reportError and the loader's
// loadModule/reset; releaseOf is optional.
import { type RemoteName, reportError } from '@shop/platform';

/** Where a remote's exposed module comes from: the shell's loader, seen from one region. */
export interface RemoteSource<P> {
  /** Loads the exposed module, retrying with back-off; rejects when the remote stays down. */
  load(remote: RemoteName, module: string): Promise<{ default: ComponentType<P> }>;
  /** Forgets the remote so the next load reads its manifest and entry anew (manual retry). */
  reset(remote: RemoteName): void;
  /** The remote's release (manifest build version) once loaded (BEY-012); absent in old shells. */
  releaseOf?: ((remote: RemoteName) => string | undefined) | undefined;
  /**
   * The module, when it has already loaded: the region renders it at once instead of a
   * placeholder first — on the server, and in the browser hydrating what the server rendered
   * (issue 16, ADR 0088). Absent in old shells.
   */
  loaded?:
    ((remote: RemoteName, module: string) => { default: ComponentType<P> } | undefined) | undefined;
}

export interface RemoteBoundaryProps<P extends object> {
  remote: RemoteName;
  module: string;
  /** `null` where nothing can load another app's module (standalone harness): the fallback. */
  source: RemoteSource<P> | null;
  props: P;
  /** Shown while the module loads and while it suspends. */
  placeholder: ReactNode;
  /** The localised fallback when the remote cannot load or throws; `retry` reloads it. */
  fallback: (retry: () => void) => ReactNode;
  /** Whether to load now (default); a lazy caller sets it once it wants the module. */
  wanted?: boolean;
  /** Attributes of the region (class, style, data-*, pointer handlers). */
  regionProps?: HTMLAttributes<HTMLDivElement> & Record<`data-${string}`, string | undefined>;
}

type LoadState<P> =
  { status: 'loading' } | { status: 'ready'; Module: ComponentType<P> } | { status: 'failed' };

/**
 * One region of the page that shows another app's exposed module (ADR 0003, ADR 0015): a
 * placeholder while it loads, the localised fallback with a retry when it cannot load or throws
 * (error boundary, reported to the logs call with the app and its release), `data-boundary` with
 * the owning app and `data-release` once loaded. The rest of the page keeps working.
 */
export function RemoteBoundary<P extends object>({
  remote,
  module,
  source,
  props,
  placeholder,
  fallback,
  wanted = true,
  regionProps,
}: RemoteBoundaryProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const key = `${remote}|${module}|${attempt}`;
  const [outcome, setOutcome] = useState<{ key: string; state: LoadState<P> } | null>(() => {
    const ready = wanted ? source?.loaded?.(remote, module) : undefined;
    return ready ? { key, state: { status: 'ready', Module: ready.default } } : null;
  });
  const state: LoadState<P> = outcome?.key === key ? outcome.state : { status: 'loading' };

  const ready = state.status === 'ready';
  useEffect(() => {
    if (!wanted || ready) return undefined;
    let live = true;
    const fail = () => live && setOutcome({ key, state: { status: 'failed' } });
    if (!source) {
      fail();
      return undefined;
    }
    source.load(remote, module).then((loaded) => {
      if (live) setOutcome({ key, state: { status: 'ready', Module: loaded.default } });
    }, fail);
    return () => {
      live = false;
    };
  }, [wanted, ready, source, remote, module, key]);

  const retry = useCallback(() => {
    source?.reset(remote);
    setAttempt((n) => n + 1);
  }, [source, remote]);

  const failure = useMemo(() => fallback(retry), [fallback, retry]);
  const release = state.status === 'ready' ? source?.releaseOf?.(remote) : undefined;
  const Module = state.status === 'ready' ? state.Module : null;
  // The module's subtree is one element, kept while nothing it shows changes: a re-render around
  // it (the address hash published, the platform's state) passes over it. Above all while a
  // served page hydrates (issue 16): new props on a section still waiting for its code or copy
  // would make React drop the server's HTML and render the section anew. Callers keep `props`,
  // `placeholder` and `fallback` stable for it (RemoteRegion).
  const content = useMemo(
    () =>
      Module && (
        <ModuleErrorBoundary
          key={attempt}
          remote={remote}
          module={module}
          release={release}
          fallback={failure}
        >
          <Suspense fallback={placeholder}>
            <Module {...props} />
          </Suspense>
        </ModuleErrorBoundary>
      ),
    [Module, attempt, remote, module, release, failure, placeholder, props],
  );

  return (
    <div {...regionProps} data-boundary={remote} data-release={release}>
      {state.status === 'loading' && placeholder}
      {state.status === 'failed' && failure}
      {content}
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  module: string;
  release: string | undefined;
  fallback: ReactNode;
  children: ReactNode;
}

/** A module that throws while rendering shows the fallback; the crash reaches the logs call. */
class ModuleErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const { remote, module, release } = this.props;
    void reportError({
      message: `${module}: ${error.message} ${info.componentStack ?? ''}`.trim(),
      app: remote,
      ...(release ? { release } : {}),
    });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
