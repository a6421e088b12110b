import { type RouteKind, useConsent, usePlatform } from '@shop/platform';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  NEWSLETTER_MODAL_DELAY_MS,
  NEWSLETTER_MODAL_PAGES,
  promptAllowed,
  readHandled,
} from './newsletter-rules';

const NewsletterModal = lazy(() => import('./NewsletterModal'));

/**
 * SHELL-020, CONT-051: the e-mail acquisition prompt. Mounted unless handled or arrived from a
 * listed affiliate; the modal (a chunk of its own) opens 10 s after the visitor has gone from one
 * page to another and landed on a home, product, search or hotel page.
 */
export interface NewsletterPromptProps {
  kind: RouteKind;
  /** Where the visitor arrived: its query (affiliate id) and path (the first page). */
  arrival: { pathname: string; search: string };
}

export default function NewsletterPrompt({ kind, arrival }: NewsletterPromptProps) {
  const pathname = usePlatform((state) => state.location.pathname);
  // Never on top of the consent banner: the cookie choice comes first.
  const consentDecided = useConsent((state) => state.choice !== null);
  const [allowed] = useState(() => promptAllowed(readHandled(), arrival.search));
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!allowed || done || open || !consentDecided) return;
    if (pathname === arrival.pathname || !NEWSLETTER_MODAL_PAGES.includes(kind)) return;
    const timer = setTimeout(() => setOpen(true), NEWSLETTER_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [allowed, done, open, pathname, kind, consentDecided, arrival.pathname]);

  if (!allowed || !open || done) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterModal
        onClose={() => {
          setOpen(false);
          setDone(true);
        }}
      />
    </Suspense>
  );
}
