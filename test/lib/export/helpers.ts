import { collectExport } from '@/lib/export/collect';
import { writtenRow } from '@/lib/export/formats';
import type { ResultsExport } from '@/lib/export/rows';
import type { PanelDefinition } from '@/lib/panel';

/** The panel's export as the bar would make it now; fails when the panel has published nothing. */
export function exported(panel: PanelDefinition): ResultsExport {
  const data = collectExport(panel, 'https://example.test/#/x');
  if (!data) throw new Error(`${panel.id} has published no results`);
  return data;
}

/** The panel's export rows as the exports write them (the page's attributes). */
export const written = (panel: PanelDefinition) => exported(panel).results.map(writtenRow);
