import { COMPOSITION_FIELDS } from '@/core/composition/fields';
import { calcPanel, problem } from '@/lib/results/calc';
import { deriveComposition } from './composition-model';
import { COMPOSITION_META } from './meta';
import { COMPOSITION_RESULTS } from './results';

/** The panel for `npm run calc`: a topology that does not parse is the `t` field's problem. */
export const compositionCalc = calcPanel({
  meta: COMPOSITION_META,
  fields: COMPOSITION_FIELDS,
  derive: deriveComposition,
  results: COMPOSITION_RESULTS,
  problems: (m) =>
    m.analysis.errors.flatMap((e) =>
      problem('t', `line ${e.line}, column ${e.column}: ${e.message}`),
    ),
});
