import { inputsLine } from '@/lib/inputs-line';
import type { PanelDefinition } from '@/lib/panel';
import { panelLink } from './url-sync';

/**
 * What a printed page has in place of the form (src/styles/print.css hides the form): the inputs
 * as one line. Hidden on screen; re-rendered on every input change, so it is never stale.
 */
export function PrintInputs({ panel }: { readonly panel: PanelDefinition }) {
  const inputs = panel.store((s) => s.inputs);
  return (
    <p className="print-only print-inputs">
      <strong>Inputs:</strong> {inputsLine(panel.fields, inputs)}
    </p>
  );
}

/** The printed page's footer: the absolute link that opens the panel on these inputs. */
export function PrintLink({ panel }: { readonly panel: PanelDefinition }) {
  // Subscribing re-renders the link when the inputs change; panelLink reads them itself.
  panel.store((s) => s.inputs);
  const link = panelLink(panel);
  return (
    <p className="print-only print-link">
      Open these inputs in Reliability Lab: <a href={link}>{link}</a>
    </p>
  );
}
