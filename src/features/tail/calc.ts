import { runToEnd } from '@/core/sim/task';
import { TAIL_FIELDS } from '@/core/tail/fields';
import { createTailTask } from '@/core/tail/simulate';
import { calcPanel, problem } from '@/lib/results/calc';
import { TAIL_META } from './meta';
import { TAIL_RESULTS } from './results';
import { deriveTail } from './tail-model';
import { tailExports } from './exports';

/** The panel for `npm run calc`: the simulation runs to its end on its seed, as the page's does. */
export const tailCalc = calcPanel({
  meta: TAIL_META,
  fields: TAIL_FIELDS,
  derive: deriveTail,
  results: TAIL_RESULTS,
  finish: (model) => ({
    model,
    sim: model.job?.mode === 'tail' ? runToEnd(createTailTask(model.job.params)) : null,
  }),
  problems: (m) => [
    ...(m.fields.hist.ok ? [] : problem('hist', m.fields.hist.error)),
    ...(m.fields.p99.ok ? [] : problem('p99', m.fields.p99.error)),
    ...(m.fields.slow.ok ? [] : problem('slow', m.fields.slow.error)),
  ],
  exports: tailExports,
});
