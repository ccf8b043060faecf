import { DECISION_FIELDS } from '@/core/decision/fields';
import { calcPanel, problem } from '@/lib/results/calc';
import { deriveDecision } from './decision-model';
import { DECISION_META } from './meta';
import { DECISION_RESULTS } from './results';

/** The panel for `npm run calc`: more voters online than exist is the `up` field's problem. */
export const decisionCalc = calcPanel({
  meta: DECISION_META,
  fields: DECISION_FIELDS,
  derive: deriveDecision,
  results: DECISION_RESULTS,
  problems: (m) => (m.fields.up.ok ? [] : problem('up', m.fields.up.error)),
});
