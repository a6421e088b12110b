import { DEFAULT_DEBOUNCE_MS } from '@shop/criteria';
import { useEffect, useState } from 'react';

/** CRIT-005: `value` once it has not changed for `delay` ms (500 ms by default). */
export function useDebouncedValue<T>(value: T, delay: number = DEFAULT_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
