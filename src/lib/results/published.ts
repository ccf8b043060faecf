/**
 * The rows each panel publishes, for the exports and its headline: the panel computes them from
 * its declarations (features/<p>/results.ts) and the same model it renders its results from, so
 * what an export carries and the headline shows is what the page shows, without reading the page.
 * No React here (the hook that publishes is lib/use-published-results.ts).
 */

import type { ResultRow } from './declare';

/**
 * Where a row stands:
 * - `known`: its value follows from the current input;
 * - `stale`: the page shows the last valid value, marked, while the input has an error (the
 *   value moves to `staleValue`);
 * - `running`: no value yet because the panel's simulation has not finished;
 * - `unknown`: nothing computable (`text` says what the page shows: `—`, "never", …).
 */
export type PublishedStatus = 'known' | 'stale' | 'running' | 'unknown';

/** A declared row with its status. */
export interface PublishedRow extends ResultRow {
  readonly status: PublishedStatus;
  /** The last valid value of a `stale` row (its `value` is then null); null otherwise. */
  readonly staleValue: number | string | null;
}

/** What the panel is doing, as far as its results are concerned. */
export interface PanelResultStatus {
  /** The panel's simulation is starting or running: a row with no value yet is `running`. */
  readonly running?: boolean;
  /**
   * The values shown are the last valid input's (Composition while the text has an error): all
   * rows, or those whose id this accepts.
   */
  readonly stale?: boolean | ((id: string) => boolean);
}

/** The rows with their status. */
export function withStatus(
  rows: readonly ResultRow[],
  { running = false, stale = false }: PanelResultStatus = {},
): PublishedRow[] {
  return rows.map((row) => {
    const isStale = typeof stale === 'function' ? stale(row.id) : stale;
    if (row.value !== null && isStale)
      return { ...row, value: null, status: 'stale', staleValue: row.value };
    const status = row.value !== null ? 'known' : running ? 'running' : 'unknown';
    return { ...row, status, staleValue: null };
  });
}

/** What a panel last published. */
export interface Published {
  readonly rows: readonly PublishedRow[];
  /** The rows that answer the panel's question, in the order its headline shows them. */
  readonly headline: readonly PublishedRow[];
}

const published = new Map<string, Published>();
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * Publishes a panel's current rows (replacing what it published before), with the ids of its
 * headline. Returns the withdrawal, for when the panel goes away: it withdraws these rows only,
 * not newer ones.
 */
export function publishResults(
  panelId: string,
  rows: readonly ResultRow[],
  status: PanelResultStatus = {},
  headlineIds: readonly string[] = [],
): () => void {
  const all = withStatus(rows, status);
  const headline = headlineIds.flatMap((id) => all.filter((row) => row.id === id));
  const entry: Published = { rows: all, headline };
  published.set(panelId, entry);
  changed();
  return () => {
    if (published.get(panelId) !== entry) return;
    published.delete(panelId);
    changed();
  };
}

/** The panel's rows as last published; null while it has published none (not rendered). */
export function publishedResults(panelId: string): readonly PublishedRow[] | null {
  return published.get(panelId)?.rows ?? null;
}

/** The panel's headline rows as last published; null while it has published none. */
export function publishedHeadline(panelId: string): readonly PublishedRow[] | null {
  return published.get(panelId)?.headline ?? null;
}

/** Calls `listener` whenever any panel publishes or withdraws; returns the unsubscription. */
export function onPublished(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
