import type { PanelDefinition } from '@/lib/panel';
import { publishedResults } from '@/lib/results/published';
import type { InputRow, ResultsExport } from './rows';

/** The panel's inputs as the form shows them, from its store. */
export function inputsOf(panel: PanelDefinition): InputRow[] {
  const inputs = panel.store.getState().inputs;
  return panel.fields.map((f) => {
    const text = inputs[f.key] ?? '';
    // A choice or a yes/no reads as the form shows it ("forward", "Yes"), not its URL code.
    const choice = f.choices?.find((c) => c.value === text);
    return { key: f.key, label: f.label, value: choice?.label ?? text, unit: f.unit ?? '' };
  });
}

/**
 * The panel's export: its inputs (its store), its results as the panel last published them (its
 * declarations, lib/results/published.ts) and its share link. Null while the panel has published
 * nothing (it is not rendered): there is nothing to export.
 */
export function collectExport(panel: PanelDefinition, link: string): ResultsExport | null {
  const rows = publishedResults(panel.id);
  if (!rows) return null;
  return {
    panel: panel.id,
    title: panel.title,
    link,
    inputs: inputsOf(panel),
    results: rows,
  };
}
