import { type RemoteName, type RemotePage, reportError } from '@shop/platform';
import { Alert, Button, PageSkeleton } from '@shop/design-system';
import {
  Component,
  type ErrorInfo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { retryFailedCopy, useTranslation } from '@shop/i18n';
import type { RemoteLoader } from './remote-loader';
import { releaseOf } from './remote-events';

interface RemoteRegionProps {
  remote: RemoteName;
  module: string;
  params: Readonly<Record<string, string | undefined>>;
  loader: RemoteLoader;
}

type LoadState =
  { status: 'loading' } | { status: 'ready'; Page: RemotePage } | { status: 'failed' };

/** The outcome of one load attempt, tagged with what was loaded so a new attempt starts as loading. */
type Outcome = { key: string; state: LoadState };

/**
 * One remote region of the page (ADR 0003): loads the exposed page, shows a skeleton meanwhile,
 * and isolates failures — a remote that is down or throws leaves header, footer and other regions
 * working and shows a localised fallback with a retry button.
 */
export function RemoteRegion({ remote, module, params, loader }: RemoteRegionProps) {
  const [attempt, setAttempt] = useState(0);
  const key = `${remote}|${module}|${attempt}`;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const state: LoadState = outcome?.key === key ? outcome.state : { status: 'loading' };

  useEffect(() => {
    let live = true;
    loader.loadPage(remote, module).then(
      (loaded) => live && setOutcome({ key, state: { status: 'ready', Page: loaded.default } }),
      () => live && setOutcome({ key, state: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
  }, [loader, remote, module, key]);

  // A manual retry reads the manifest anew: the remote may have been redeployed or restarted;
  // copy whose download failed is downloaded again too.
  const retry = useCallback(() => {
    loader.reset(remote);
    void retryFailedCopy();
    setAttempt((n) => n + 1);
  }, [loader, remote]);

  return (
    <div
      data-boundary={remote}
      data-release={state.status === 'ready' ? releaseOf(remote) : undefined}
    >
      {state.status === 'loading' && <PageSkeleton />}
      {state.status === 'failed' && <RemoteFallback onRetry={retry} />}
      {state.status === 'ready' && (
        <RegionErrorBoundary remote={remote} onRetry={retry} key={attempt}>
          <Suspense fallback={<PageSkeleton />}>
            <state.Page params={params} />
          </Suspense>
        </RegionErrorBoundary>
      )}
    </div>
  );
}

function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Alert tone="warning" title={t('remote.unavailableTitle')}>
      <p>{t('remote.unavailableText')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </Alert>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

class RegionErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const release = releaseOf(this.props.remote);
    void reportError({
      message: `${error.message} ${info.componentStack ?? ''}`.trim(),
      app: this.props.remote,
      ...(release ? { release } : {}),
    });
  }

  override render() {
    if (this.state.failed) return <RemoteFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
