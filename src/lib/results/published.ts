/**
 * The rows each panel publishes for the exports: the panel computes them from its declarations
 * (features/<p>/results.ts) and the same model it renders its results from, so what an export
 * carries is what the page shows, without reading the page. No React here (the hook that
 * publishes is lib/use-published-results.ts).
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

interface Entry {
  readonly rows: readonly PublishedRow[];
}

const published = new Map<string, Entry>();

/**
 * Publishes a panel's current rows (replacing what it published before). Returns the withdrawal,
 * for when the panel goes away: it withdraws these rows only, not newer ones.
 */
export function publishResults(
  panelId: string,
  rows: readonly ResultRow[],
  status: PanelResultStatus = {},
): () => void {
  const entry: Entry = { rows: withStatus(rows, status) };
  published.set(panelId, entry);
  return () => {
    if (published.get(panelId) === entry) published.delete(panelId);
  };
}

/** The panel's rows as last published; null while it has published none (not rendered). */
export function publishedResults(panelId: string): readonly PublishedRow[] | null {
  return published.get(panelId)?.rows ?? null;
}
