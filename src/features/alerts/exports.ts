import { EXPORTS, type ExportSpec } from '@/core/alerts/export';
import { mul, rational, sub, toDecimalString } from '@/core/exact/rational';
import { madeExport, missingExport, type PanelExport } from '@/lib/results/exports';
import type { AlertsModel } from './alerts-model';

/** The exports' input, when every value it needs is valid. */
export function exportSpec(model: AlertsModel): ExportSpec | null {
  const f = model.fields;
  if (!f.service.ok || !f.errors.ok || !f.total.ok || !f.period.ok || !f.slo.ok) return null;
  if (model.budget === null || model.policy === null || !model.tiers) return null;
  return {
    service: f.service.value,
    errors: f.errors.value,
    total: f.total.value,
    // The SLO exactly, in plain decimals whatever was typed (9.99e1 → 99.9): at most 20 places.
    sloText: toDecimalString(sub(rational(100n), mul(f.slo.value, 100n)), 20),
    budget: model.budget,
    periodDays: f.period.value,
    policy: model.policy,
    tiers: model.tiers,
  };
}

/** Why the rules cannot be written, in the page's words. */
export const RULES_NEED =
  'Fix the SLO, the period, the tiers and the fields above to write the rules.';

/** The rules files, in the order the panel offers them: the page's and `calc --export`'s text. */
export function alertsExports(model: AlertsModel): readonly PanelExport[] {
  const spec = exportSpec(model);
  return EXPORTS.map((e) =>
    spec ? madeExport(e.id, e.label, e.text(spec)) : missingExport(e.id, e.label, RULES_NEED),
  );
}
