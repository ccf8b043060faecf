import { EXPORTS, type ExportSpec, type RuleExport } from '@/core/alerts/export';
import { exportSpecOf } from '@/core/alerts/settings';
import { madeExport, missingExport, type PanelExport } from '@/lib/results/exports';
import type { AlertsModel } from './alerts-model';

/** The exports' input, when every value it needs is valid. */
export function exportSpec(model: AlertsModel): ExportSpec | null {
  return exportSpecOf(model.fields, model);
}

/** Why the rules cannot be written, in the page's words. */
export const RULES_NEED =
  'Fix the SLO, the period, the tiers and the fields above to write the rules.';

/** One rules file, the page's and `calc --export`'s text, or why it cannot be written. */
export function alertsExport(e: RuleExport, spec: ExportSpec | null): PanelExport {
  return spec ? madeExport(e.id, e.label, e.text(spec)) : missingExport(e.id, e.label, RULES_NEED);
}

/** The rules files, in the order the panel offers them. */
export function alertsExports(model: AlertsModel): readonly PanelExport[] {
  const spec = exportSpec(model);
  return EXPORTS.map((e) => alertsExport(e, spec));
}
