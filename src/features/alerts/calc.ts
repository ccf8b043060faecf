import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { createNoiseTask } from '@/core/alerts/noise';
import { runToEnd } from '@/core/sim/task';
import { calcPanel, problem } from '@/lib/results/calc';
import { deriveAlerts } from './alerts-model';
import { ALERTS_META } from './meta';
import { ALERTS_RESULTS } from './results';
import { alertsExports } from './exports';

/**
 * The panel for `npm run calc`: the noise simulation runs to its end on its seed, as the page's
 * does; a custom tier that does not parse is the `tiers` field's problem.
 */
export const alertsCalc = calcPanel({
  meta: ALERTS_META,
  fields: ALERTS_FIELDS,
  derive: deriveAlerts,
  results: ALERTS_RESULTS,
  finish: (model) => ({
    model,
    noise: model.noiseJob ? runToEnd(createNoiseTask(model.noiseJob.params)) : null,
  }),
  problems: (m) => [
    ...(m.fields.tiers.ok ? [] : problem('tiers', m.fields.tiers.error)),
    ...problem(null, m.noiseRefusal),
  ],
  exports: alertsExports,
});
