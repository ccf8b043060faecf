import type { ClientOutcome, IdempotencyVerdict } from '@/core/idempotency/types';
import { formatBytes, formatNumber, formatProbability } from '@/core/format';
import {
  codeResult,
  result,
  type ResultDecl,
  type Headline,
  headlineOf,
} from '@/lib/results/declare';
import type { IdempotencyModel } from './idempotency-model';

/** The words the page shows for each client outcome. */
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

/** The share of retries after the TTL: 0, or the probability with its percentage from 1%. */
function lateText(share: number): string {
  if (share === 0) return '0';
  const percent = share >= 0.01 ? ` (${formatNumber(share * 100, 2)}%)` : '';
  return `${formatProbability(share)}${percent}`;
}

/** The panel's results, in page order: cards, CLI rows, exports and docs all come from here. */
export const IDEMPOTENCY_RESULTS: readonly ResultDecl<IdempotencyModel>[] = [
  result<IdempotencyModel>({
    id: 'charges',
    label: 'Charges created',
    unit: 'count',
    section: 'results',
    hint: 'Real charges created at the gateway (a count)',
    value: (m) => m.run?.charges,
    format: (n) => String(n),
  }),
  result<IdempotencyModel>({
    id: 'side-effects',
    label: 'Receipts sent',
    unit: 'count',
    section: 'results',
    hint: 'Receipt emails sent (a count)',
    value: (m) => m.run?.sideEffects,
    format: (n) => String(n),
  }),
  codeResult<IdempotencyModel>({
    id: 'client-outcome',
    label: 'What the client finally sees',
    section: 'results',
    hint: 'What the client finally holds (a word): `fresh-200`, `replayed-200` (the cached response), `conflict-409` (gave up while in progress), `no-response`',
    value: (m) => m.run?.outcome,
    format: (code, m) => {
      const charge = m.run?.clientChargeId;
      return `${OUTCOMES[code as ClientOutcome]}${charge ? ` (${charge})` : ''}`;
    },
  }),
  codeResult<IdempotencyModel>({
    id: 'verdict',
    label: 'Verdict',
    section: 'results',
    hint: 'A word: `exactly-once`, `duplicate-charge`, `duplicate-side-effect`, `outcome-unknown`; the sentence inside says which guarantee broke and why',
    value: (m) => m.run?.verdict,
    format: (code) => VERDICTS[code as IdempotencyVerdict],
  }),
  result<IdempotencyModel>({
    id: 'storage-bytes',
    label: 'Store size',
    unit: 'bytes',
    section: 'ttl',
    hint: 'rps × TTL × record size, bytes',
    value: (m) => m.storage?.bytes,
    format: formatBytes,
  }),
  result<IdempotencyModel>({
    id: 'late-retry-share',
    label: 'Retries after the TTL',
    unit: 'fraction',
    section: 'ttl',
    hint: 'Share of retries whose delay ≥ TTL (a fraction)',
    value: (m) => m.lateShare,
    format: lateText,
  }),
];

/** What the panel answers: how many times the customer is charged, and whether that is safe. */
export const IDEMPOTENCY_HEADLINE: Headline<IdempotencyModel> = headlineOf('charges', 'verdict');
