import { useEffect, useState } from 'react';

/** `value` once it has stayed unchanged for `delay` ms; a blank value at once (clearing does not wait). */
export function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return value.trim() ? debounced : '';
}
