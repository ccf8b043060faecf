import type { Rational } from '@/core/exact/rational';
import { parseAll, type InputsOf, type ParsedOf } from '@/core/fields/schema';
import { BUDGET_FIELDS } from './fields';

export type BudgetInputs = InputsOf<typeof BUDGET_FIELDS>;

/** Everything the panel shows, derived from the inputs alone (never stored). */
export interface BudgetModel {
  /** Each field's value, or its message for the form. */
  readonly fields: ParsedOf<typeof BUDGET_FIELDS>;
  /** The error budget 1 − SLO, exactly; null while the target is invalid. */
  readonly budget: Rational | null;
}

export function deriveBudget(inputs: BudgetInputs): BudgetModel {
  const fields = parseAll(BUDGET_FIELDS, inputs);
  // An availability field reads the percentage as its exact unavailability, 1 − A.
  return { fields, budget: fields.slo.ok ? fields.slo.value : null };
}
