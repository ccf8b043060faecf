import { createRetriesTask } from '@/core/retries/jobs';
import { RETRIES_FIELDS } from '@/core/retries/fields';
import { runToEnd } from '@/core/sim/task';
import { calcPanel, parsedProblems } from '@/lib/results/calc';
import { RETRIES_META } from './meta';
import { deriveRetries } from './retries-model';
import { observedOf, RETRIES_RESULTS } from './results';

/**
 * The panel for `npm run calc`: the engine runs to its end on its seed, as the page's worker
 * does; a run too large to attempt is a problem of the whole run.
 */
export const retriesCalc = calcPanel({
  meta: RETRIES_META,
  fields: RETRIES_FIELDS,
  derive: deriveRetries,
  results: RETRIES_RESULTS,
  finish: (model) => ({
    model,
    observed: observedOf(model.job ? runToEnd(createRetriesTask(model.job)) : null),
  }),
  problems: (m) => parsedProblems(m.parsed),
});
