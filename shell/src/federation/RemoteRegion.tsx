import type { RemoteName, RemotePageProps } from '@shop/platform';
import { RemoteBoundary, type RemoteSource } from '@shop/platform/remote-boundary';
import { Alert, Button, PageSkeleton } from '@shop/design-system';
import { useCallback, useMemo } from 'react';
import { retryFailedCopy, useTranslation } from '@shop/i18n';
import type { RemoteLoader } from './remote-loader';
import styles from './RemoteRegion.module.css';

const REGION_PROPS = { className: styles.page };

interface RemoteRegionProps {
  remote: RemoteName;
  module: string;
  params: Readonly<Record<string, string | undefined>>;
  loader: RemoteLoader;
}

/**
 * One remote region of the page (ADR 0003): the exposed page in the platform's RemoteBoundary
 * (the same loading, retry, error boundary and reporting as embedded widgets, ADR 0027) with a
 * page skeleton meanwhile and the shell's localised fallback — a remote that is down or throws
 * leaves header, footer and other regions working.
 */
export function RemoteRegion({ remote, module, params, loader }: RemoteRegionProps) {
  const source = useMemo<RemoteSource<RemotePageProps>>(
    () => ({
      load: (owner, exposed) => loader.loadPage(owner, exposed),
      // A manual retry reads the manifest anew (the remote may have been redeployed) and downloads
      // again any copy whose download failed.
      reset: (owner) => {
        loader.reset(owner);
        void retryFailedCopy();
      },
      releaseOf: (owner) => loader.releaseOf(owner),
      loaded: (owner, exposed) => loader.loadedPage(owner, exposed),
    }),
    [loader],
  );
  // Stable while the page stays the same (RemoteBoundary keeps the page's subtree then): the
  // route's parameters by value, the placeholder and the fallback once.
  const paramsKey = JSON.stringify(params);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- by value: `params` is new each render.
  const props = useMemo<RemotePageProps>(() => ({ params }), [paramsKey]);
  const placeholder = useMemo(() => <PageSkeleton />, []);
  const fallback = useCallback((retry: () => void) => <RemoteFallback onRetry={retry} />, []);
  return (
    <RemoteBoundary<RemotePageProps>
      remote={remote}
      module={module}
      source={source}
      props={props}
      regionProps={REGION_PROPS}
      placeholder={placeholder}
      fallback={fallback}
    />
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
