import type { RemotePageProps } from '@shop/platform';
import { NotFoundView } from '../features/not-found/components/NotFoundView';

/** The not-found page (SHELL-014, SRCH-065..070); it all lives in features/not-found. */
export default function NotFoundPage(_props: RemotePageProps) {
  return <NotFoundView />;
}
