import type { PanelDefinition } from '@/lib/panel';
import { readResults } from './read-results';
import type { ResultsExport } from './rows';

/** The panel's export from its element on the page, its store (inputs) and its share link. */
export function collectExport(
  panel: PanelDefinition,
  root: ParentNode,
  link: string,
): ResultsExport {
  const inputs = panel.store.getState().inputs;
  return {
    panel: panel.id,
    title: panel.title,
    link,
    inputs: panel.fields.map((f) => {
      const text = inputs[f.key] ?? '';
      // A choice or a yes/no reads as the form shows it ("forward", "Yes"), not its URL code.
      const choice = f.choices?.find((c) => c.value === text);
      return { key: f.key, label: f.label, value: choice?.label ?? text, unit: f.unit ?? '' };
    }),
    results: readResults(root),
  };
}
