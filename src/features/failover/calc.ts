import { FAILOVER_FIELDS } from '@/core/failover/fields';
import { calcPanel } from '@/lib/results/calc';
import { deriveFailover } from './failover-model';
import { simulatePaths } from './failover-simulation';
import { FAILOVER_META } from './meta';
import { FAILOVER_RESULTS } from './results';
import { failoverExports } from './exports';

/** The panel for `npm run calc`: the results need the simulated clients of both paths. */
export const failoverCalc = calcPanel({
  meta: FAILOVER_META,
  fields: FAILOVER_FIELDS,
  derive: deriveFailover,
  results: FAILOVER_RESULTS,
  finish: (model) => ({ model, paths: simulatePaths(model) }),
  exports: failoverExports,
});
