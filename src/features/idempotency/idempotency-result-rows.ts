import type { ClientOutcome, IdempotencyVerdict } from '@/core/idempotency/types';
import { formatBytes, formatNumber, formatProbability } from '@/core/format';
import { resultRow, type ResultRow } from '@/lib/result-rows';
import type { IdempotencyModel } from './idempotency-model';

/** The words the page shows for each client outcome (idempotency-results.tsx uses these). */
export const OUTCOMES: Readonly<Record<ClientOutcome, string>> = {
  'fresh-200': '200 from a fresh execution',
  'replayed-200': '200, the cached response',
  'conflict-409': '409: still in progress (gave up)',
  'no-response': 'no response (gave up)',
};

/** The words the page shows for each verdict. */
export const VERDICTS: Readonly<Record<IdempotencyVerdict, string>> = {
  'exactly-once': 'Exactly once',
  'duplicate-charge': 'Duplicate charge',
  'duplicate-side-effect': 'Duplicate side effect',
  'outcome-unknown': 'Charged once, outcome unknown to the client',
};

/** The retries after the TTL as ttl-calculator.tsx writes them. */
function lateText(share: number): string {
  if (share === 0) return '0';
  const percent = share >= 0.01 ? ` (${formatNumber(share * 100, 2)}%)` : '';
  return `${formatProbability(share)}${percent}`;
}

/** The panel's results as rows, as idempotency-results.tsx and ttl-calculator.tsx render them. */
export function idempotencyResultRows(model: IdempotencyModel): ResultRow[] {
  const { run, storage, lateShare } = model;
  return [
    resultRow(
      'charges',
      'Charges created',
      'count',
      run?.charges,
      run ? String(run.charges) : null,
    ),
    resultRow(
      'side-effects',
      'Receipts sent',
      'count',
      run?.sideEffects,
      run ? String(run.sideEffects) : null,
    ),
    resultRow(
      'client-outcome',
      'What the client finally sees',
      'code',
      run?.outcome,
      run
        ? `${OUTCOMES[run.outcome]}${run.clientChargeId ? ` (${run.clientChargeId})` : ''}`
        : null,
    ),
    resultRow('verdict', 'Verdict', 'code', run?.verdict, run ? VERDICTS[run.verdict] : null),
    resultRow(
      'storage-bytes',
      'Store size',
      'bytes',
      storage?.bytes,
      storage ? formatBytes(storage.bytes) : null,
    ),
    resultRow(
      'late-retry-share',
      'Retries after the TTL',
      'fraction',
      lateShare,
      lateShare === null ? null : lateText(lateShare),
    ),
  ];
}
