import { useEffect, useRef } from 'react';
import { reportNotFound } from '../api/not-found-api';

/** SRCH-066: one report per failed address, also when a new unknown address reuses the page. */
export function useNotFoundReport(uri: string): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === uri) return;
    reported.current = uri;
    void reportNotFound(uri);
  }, [uri]);
}
