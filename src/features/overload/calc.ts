import { createOverloadTask } from '@/core/overload/jobs';
import { OVERLOAD_FIELDS } from '@/core/overload/fields';
import { runToEnd } from '@/core/sim/task';
import { calcPanel, parsedProblems } from '@/lib/results/calc';
import { OVERLOAD_META } from './meta';
import { deriveOverload } from './overload-model';
import { OVERLOAD_RESULTS } from './results';
import { overloadExports } from './exports';

/**
 * The panel for `npm run calc`: the simulation runs to its end on its seed, as the page's does;
 * a run too large to attempt is a problem of the whole run.
 */
export const overloadCalc = calcPanel({
  meta: OVERLOAD_META,
  fields: OVERLOAD_FIELDS,
  derive: deriveOverload,
  results: OVERLOAD_RESULTS,
  finish: (model) => ({
    model,
    outcome: model.job ? runToEnd(createOverloadTask(model.job)) : null,
  }),
  problems: (m) => parsedProblems(m.parsed),
  exports: overloadExports,
});
