import { useEffect, useState } from 'react';

/** The value after it has stopped changing for `ms` (DEFAULT_DEBOUNCE_MS for tables, 800 ms for search). */
export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}
