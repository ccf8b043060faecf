import { useEffect } from 'react';
import { rowsOf, type Headline, type ResultDecl } from './results/declare';
import { publishResults, type PanelResultStatus } from './results/published';

/**
 * Publishes the panel's results for the exports and its headline (published.ts): the rows of
 * `decls` for `m`, the same model the panel renders its results from, with the panel's status
 * and the ids its `headline` picks. Republished whenever one of them changes (keep `m` and a
 * `stale` function stable across renders); withdrawn when the panel goes away.
 */
export function usePublishedResults<M>(
  panelId: string,
  decls: readonly ResultDecl<M>[],
  m: M,
  headline: Headline<M>,
  { running = false, stale = false }: PanelResultStatus = {},
): void {
  useEffect(() => {
    const rows = rowsOf(decls, m);
    return publishResults(panelId, rows, { running, stale }, headline(m, rows));
  }, [panelId, decls, m, headline, running, stale]);
}
