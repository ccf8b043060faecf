import { useSyncExternalStore } from 'react';

/**
 * The user's own data, as loaded: kept in the page only (never in the URL, never in storage), for
 * as long as the tab lives, so leaving the panel and coming back keeps it. Each change gets a new
 * id: the job carries it, and its key is the id rather than the text.
 */
export interface LoadedData {
  readonly id: number;
  /** The text as pasted, typed or read from a file. */
  readonly text: string;
  /** The file's name, or null when typed or pasted. */
  readonly name: string | null;
}

/** Texts longer than this are not put in the text box (a browser lays a textarea out slowly). */
export const BOX_MAX_CHARS = 1_000_000;

let current: LoadedData = { id: 0, text: '', name: null };
const listeners = new Set<() => void>();

export function setLoadedData(text: string, name: string | null = null): void {
  current = { id: current.id + 1, text, name };
  for (const l of listeners) l();
}

export function getLoadedData(): LoadedData {
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded data, re-rendering on every change. */
export function useLoadedData(): LoadedData {
  return useSyncExternalStore(subscribe, getLoadedData, getLoadedData);
}
