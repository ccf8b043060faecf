import { CAPACITY_FIELDS } from '@/core/capacity/fields';
import { simulateCapacity } from '@/core/capacity/simulate';
import { calcPanel } from '@/lib/results/calc';
import { deriveCapacity } from './capacity-model';
import { CAPACITY_META } from './meta';
import { CAPACITY_RESULTS } from './results';
import { capacityExports } from './exports';

/** The panel for `npm run calc`: the simulation runs to its end on its seed, as the page's does. */
export const capacityCalc = calcPanel({
  meta: CAPACITY_META,
  fields: CAPACITY_FIELDS,
  derive: deriveCapacity,
  results: CAPACITY_RESULTS,
  finish: (model) => ({
    model,
    sim: model.job?.mode === 'capacity' ? simulateCapacity(model.job.params) : null,
  }),
  exports: capacityExports,
});
