import { useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

/**
 * The media query list, made once per query (React reads the snapshot on every render), where
 * the environment has one (not in Node or an old DOM emulator).
 */
function listOf(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

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
