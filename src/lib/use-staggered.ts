import { useEffect, useState } from 'react';

/**
 * The value, but taken up `delayMs` after it changes: given increasing delays, a row of charts
 * redraws one per task instead of all in one long task that would freeze the page.
 */
export function useStaggered<T>(value: T, delayMs: number): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    const timer = setTimeout(() => setShown(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, shown, delayMs]);
  return shown;
}

/** False until `delayMs` after mount: lets a row of heavy children mount one task at a time. */
export function useDelayedMount(delayMs: number): boolean {
  const [ready, setReady] = useState(delayMs <= 0);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [ready, delayMs]);
  return ready;
}
