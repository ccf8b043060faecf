import { calcPanel } from '@/lib/results/calc';
import { deriveBudget } from './budget-model';
import { BUDGET_FIELDS } from './fields';
import { BUDGET_META } from './meta';
import { BUDGET_RESULTS } from './results';

/** The panel for `npm run calc`: its field's own message is its only problem. */
export const budgetCalc = calcPanel({
  meta: BUDGET_META,
  fields: BUDGET_FIELDS,
  derive: deriveBudget,
  results: BUDGET_RESULTS,
});
