import type { Cause, RunResult } from './types';

const CAUSES: Readonly<Record<Cause, string>> = {
  'no-key': 'without an idempotency key the server cannot tell a retry from a new payment',
  race: 'with a read-then-write store both attempts read “no record” before either wrote its claim (an atomic check-and-set lets only one through)',
  'region-local': 'the retry landed in region B, whose region-local store had never seen the key',
  'ttl-expired': 'the retry came after the stored record had expired, so its key counted as new',
  ungated:
    'the receipt is sent on every successful response, the replayed one included (gate it on the same key check)',
};

function explainCause(cause: Cause): string {
  return CAUSES[cause];
}

const join = (causes: readonly Cause[]) => causes.map(explainCause).join('; and ');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const GATEWAY_SAVED = 'the gateway recognised the key and returned the original charge';

/** The verdict in words: exactly once, or which guarantee broke and why. */
export function explainRun(run: RunResult): string {
  const receipts = plural(run.sideEffects, 'receipt', 'receipts');
  // Whatever let the repeat through (a race, a region-local store, an expired record), the
  // gateway's own key check may still have stopped the second charge: say so when it did.
  const gatewaySaved = run.trace.some((e) => e.kind === 'charge' && e.deduplicated);
  switch (run.verdict) {
    case 'exactly-once':
      return `Exactly once: 1 charge${gatewaySaved ? ` (${GATEWAY_SAVED})` : ''}, ${receipts}, and the client got 200 ${run.clientChargeId ?? ''}${
        run.outcome === 'replayed-200' ? ', rebuilt from the stored record' : ''
      }.`;
    case 'duplicate-charge':
      return `The customer was charged ${run.charges} times (${receipts}): ${join(run.causes)}${
        gatewaySaved ? `; ${GATEWAY_SAVED} once, but not for every repeat` : ''
      }.`;
    case 'duplicate-side-effect':
      return `1 charge but ${receipts}: ${gatewaySaved ? `${GATEWAY_SAVED}, but ` : ''}${join(run.causes)}.`;
    case 'outcome-unknown':
      return `Charged once, but the client never learned it: ${
        run.outcome === 'conflict-409'
          ? 'its last answer was 409 (still in progress) and it ran out of retries'
          : 'no response reached it and it ran out of retries'
      }.`;
  }
}
