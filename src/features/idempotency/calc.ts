import { IDEMPOTENCY_FIELDS } from '@/core/idempotency/fields';
import { calcPanel } from '@/lib/results/calc';
import { deriveIdempotency } from './idempotency-model';
import { IDEMPOTENCY_META } from './meta';
import { IDEMPOTENCY_RESULTS } from './results';

/** The panel for `npm run calc`: every problem is a field's own. */
export const idempotencyCalc = calcPanel({
  meta: IDEMPOTENCY_META,
  fields: IDEMPOTENCY_FIELDS,
  derive: deriveIdempotency,
  results: IDEMPOTENCY_RESULTS,
});
