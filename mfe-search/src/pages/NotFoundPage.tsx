import type { RemotePageProps } from '@shop/platform';
import { NotFoundView } from '../widgets/not-found/components/NotFoundView';
import { preloadNamespace } from '@shop/i18n/preload';
import { LATER_NAMESPACE } from '../i18n';

// The page's copy (all in the later namespace) is requested as soon as its code arrives, not
// after its first render.
preloadNamespace(LATER_NAMESPACE);

/** The not-found page (SHELL-014, SRCH-065..070); it all lives in features/not-found. */
export default function NotFoundPage(_props: RemotePageProps) {
  return <NotFoundView />;
}
