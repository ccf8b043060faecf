import { useEffect } from 'react';
import { rowsOf, type ResultDecl } from './results/declare';
import { publishResults, type PanelResultStatus } from './results/published';

/**
 * Publishes the panel's results for the exports (published.ts): the rows of `decls` for `m`, the
 * same model the panel renders its results from, with the panel's status. Republished whenever
 * one of them changes (keep `m` and a `stale` function stable across renders); withdrawn when the
 * panel goes away.
 */
export function usePublishedResults<M>(
  panelId: string,
  decls: readonly ResultDecl<M>[],
  m: M,
  { running = false, stale = false }: PanelResultStatus = {},
): void {
  useEffect(
    () => publishResults(panelId, rowsOf(decls, m), { running, stale }),
    [panelId, decls, m, running, stale],
  );
}
