import { useSyncExternalStore } from 'react';

/** The media query list, where the environment has one (not in Node or an old DOM emulator). */
const listOf = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;

/** Whether the media query matches now, kept current as the viewport changes; false without one. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = listOf(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    () => listOf(query)?.matches ?? false,
    () => false,
  );
}
