import { NINES_FIELDS } from '@/core/availability/fields';
import { calcPanel, problem } from '@/lib/results/calc';
import { NINES_META } from './meta';
import { deriveNines } from './nines-model';
import { NINES_RESULTS } from './results';

/** The panel for `npm run calc`: a downtime the reverse mode cannot read is its field's problem. */
export const ninesCalc = calcPanel({
  meta: NINES_META,
  fields: NINES_FIELDS,
  derive: deriveNines,
  results: NINES_RESULTS,
  problems: (m) =>
    m.mode === 'reverse' && m.downtimeField && !m.downtimeField.ok
      ? problem('down', m.downtimeField.error)
      : [],
});
