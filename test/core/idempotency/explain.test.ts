import { describe, expect, it } from 'vitest';
import { explainRun } from '@/core/idempotency/explain';
import type { RunResult, TraceEvent } from '@/core/idempotency/types';
import { GATEWAY, RACE, REGION, UNGATED } from './helpers';

describe('explainRun on hand-made results, for the branches the simulator never reaches', () => {
  // Each branch's wording, checked on hand-made results: the simulator's client stops at its
  // first delayed 200, so it never makes three executions (two causes, or the gateway saving one
  // charge of three) and never has the gateway deduplicate in an exactly-once run.
  const result = (r: Partial<RunResult>): RunResult => ({
    trace: [],
    charges: 1,
    sideEffects: 1,
    outcome: 'fresh-200',
    clientChargeId: 'ch_1',
    verdict: 'exactly-once',
    causes: [],
    ignored: [],
    ...r,
  });
  const dedup: TraceEvent = {
    kind: 'charge',
    t: 2,
    attempt: 2,
    region: 'b',
    gatewayKey: 'k-7f3a',
    chargeId: 'ch_1',
    deduplicated: true,
    cause: null,
  };

  it('exactly once with the gateway’s help', () => {
    expect(explainRun(result({ trace: [dedup] }))).toBe(
      `Exactly once: 1 charge (${GATEWAY}), 1 receipt, and the client got 200 ch_1.`,
    );
  });

  it('charged twice although the gateway caught one repeat', () => {
    const r = result({
      trace: [dedup],
      charges: 2,
      sideEffects: 3,
      verdict: 'duplicate-charge',
      causes: ['region-local'],
    });
    expect(explainRun(r)).toBe(
      `The customer was charged 2 times (3 receipts): ${REGION}; ${GATEWAY} once, but not for every repeat.`,
    );
  });

  it('several causes are joined with “; and ”', () => {
    const r = result({
      sideEffects: 3,
      outcome: 'replayed-200',
      verdict: 'duplicate-side-effect',
      causes: ['race', 'ungated'],
    });
    expect(explainRun(r)).toBe(`1 charge but 3 receipts: ${RACE}; and ${UNGATED}.`);
  });
});
