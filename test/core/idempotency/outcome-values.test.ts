import { describe, expect, it } from 'vitest';
import { explainRun } from '@/core/idempotency/explain';
import { BASE_SCENARIO } from '@/core/idempotency/presets';
import { simulate } from '@/core/idempotency/simulate';
import type { RunResult, Scenario, TraceEvent } from '@/core/idempotency/types';

const run = (changes: Partial<Scenario>) => simulate({ ...BASE_SCENARIO, ...changes });
const summary = (r: RunResult) => ({
  charges: r.charges,
  sideEffects: r.sideEffects,
  outcome: r.outcome,
  clientChargeId: r.clientChargeId,
  verdict: r.verdict,
  causes: r.causes,
  ignored: r.ignored,
});

const NO_KEY = 'without an idempotency key the server cannot tell a retry from a new payment';
const RACE =
  'with a read-then-write store both attempts read “no record” before either wrote its claim (an atomic check-and-set lets only one through)';
const REGION = 'the retry landed in region B, whose region-local store had never seen the key';
const TTL = 'the retry came after the stored record had expired, so its key counted as new';
const UNGATED =
  'the receipt is sent on every successful response, the replayed one included (gate it on the same key check)';
const GATEWAY = 'the gateway recognised the key and returned the original charge';

describe('run results and their verdict in words', () => {
  it('nothing lost: a fresh 200 is exactly once, with no mention of a stored record', () => {
    const r = run({ lost: false });
    expect(summary(r)).toEqual({
      charges: 1,
      sideEffects: 1,
      outcome: 'fresh-200',
      clientChargeId: 'ch_1',
      verdict: 'exactly-once',
      causes: [],
      ignored: [],
    });
    expect(explainRun(r)).toBe('Exactly once: 1 charge, 1 receipt, and the client got 200 ch_1.');
  });

  it('no retries after a lost response: no response, and the words say so', () => {
    const r = run({ retries: 0 });
    expect(summary(r)).toEqual({
      charges: 1,
      sideEffects: 1,
      outcome: 'no-response',
      clientChargeId: null,
      verdict: 'outcome-unknown',
      causes: [],
      ignored: [],
    });
    expect(r.trace.at(-1)).toEqual({ kind: 'give-up', t: 0, after: 'lost' });
    expect(explainRun(r)).toBe(
      'Charged once, but the client never learned it: no response reached it and it ran out of retries.',
    );
  });

  it('the only retry spent in flight: the last answer is the 409', () => {
    const r = run({ lost: false, inflight: true, retries: 1 });
    expect(summary(r)).toEqual({
      charges: 1,
      sideEffects: 1,
      outcome: 'conflict-409',
      clientChargeId: null,
      verdict: 'outcome-unknown',
      causes: [],
      ignored: [],
    });
    expect(r.trace.find((e) => e.kind === 'respond' && e.attempt === 2)).toEqual({
      kind: 'respond',
      t: 0,
      attempt: 2,
      region: 'a',
      status: 409,
      chargeId: null,
      replayed: false,
      delivery: 'received',
    });
    expect(r.trace.at(-1)).toEqual({ kind: 'give-up', t: 0, after: 'conflict' });
    expect(explainRun(r)).toBe(
      'Charged once, but the client never learned it: its last answer was 409 (still in progress) and it ran out of retries.',
    );
  });

  it('after a 409 the client waits because it was told to (not because nothing came)', () => {
    const r = run({ lost: false, inflight: true });
    expect(r.trace.filter((e) => e.kind === 'wait')).toEqual([
      { kind: 'wait', t: 0, seconds: 2, after: 'conflict' },
    ]);
    const lost = run({});
    expect(lost.trace.filter((e) => e.kind === 'wait')).toEqual([
      { kind: 'wait', t: 0, seconds: 2, after: 'lost' },
    ]);
  });

  it('ungated receipt: the replayed response sends a second receipt, blamed on the missing gate', () => {
    const r = run({ gated: false });
    expect(summary(r)).toEqual({
      charges: 1,
      sideEffects: 2,
      outcome: 'replayed-200',
      clientChargeId: 'ch_1',
      verdict: 'duplicate-side-effect',
      causes: ['ungated'],
      ignored: [],
    });
    expect(r.trace.filter((e) => e.kind === 'side-effect')).toEqual([
      {
        kind: 'side-effect',
        t: 0,
        attempt: 1,
        region: 'a',
        chargeId: 'ch_1',
        replay: false,
        cause: null,
      },
      {
        kind: 'side-effect',
        t: 2,
        attempt: 2,
        region: 'a',
        chargeId: 'ch_1',
        replay: true,
        cause: 'ungated',
      },
    ]);
    expect(explainRun(r)).toBe(`1 charge but 2 receipts: ${UNGATED}.`);
  });

  it('no key, retry in flight: attempt 1’s charge comes second and is blamed on the missing key', () => {
    const r = run({ key: false, lost: false, inflight: true });
    expect(summary(r)).toEqual({
      charges: 2,
      sideEffects: 2,
      outcome: 'fresh-200',
      clientChargeId: 'ch_1',
      verdict: 'duplicate-charge',
      causes: ['no-key'],
      ignored: [],
    });
    const blamed = (kind: TraceEvent['kind']) =>
      r.trace.flatMap((e) =>
        e.kind === kind && 'cause' in e ? [`${e.attempt}:${e.chargeId}:${e.cause}`] : [],
      );
    expect(blamed('charge')).toEqual(['2:ch_1:null', '1:ch_2:no-key']);
    expect(blamed('side-effect')).toEqual(['2:ch_1:null', '1:ch_2:no-key']);
    expect(explainRun(r)).toBe(`The customer was charged 2 times (2 receipts): ${NO_KEY}.`);
  });

  it('TTL expiry with the gateway’s dedup and a global read-then-write store: one charge, two receipts', () => {
    const r = run({ ttl: 60, delay: 120, atomic: false, store: 'global', gateway: true });
    expect(summary(r)).toEqual({
      charges: 1,
      sideEffects: 2,
      outcome: 'fresh-200',
      clientChargeId: 'ch_1',
      verdict: 'duplicate-side-effect',
      causes: ['ttl-expired'],
      ignored: [],
    });
    expect(explainRun(r)).toBe(`1 charge but 2 receipts: ${GATEWAY}, but ${TTL}.`);
  });

  it('the gateway forgets its keys after exactly 24 h: a retry at 86,400 s is charged again', () => {
    expect(run({ ttl: 60, delay: 86_399, gateway: true }).charges).toBe(1);
    expect(run({ ttl: 60, delay: 86_400, gateway: true }).charges).toBe(2);
  });
});

describe('toggles that do not apply, in the panel’s words', () => {
  const RACE_SHOWN =
    'A retry that races the original cannot also arrive while it is in progress: the race is shown.';

  it('race and in-flight together: the race is shown', () => {
    expect(run({ race: true, inflight: true }).ignored).toEqual([RACE_SHOWN]);
    expect(run({ race: true }).ignored).toEqual([]);
    expect(run({ inflight: true, lost: false }).ignored).toEqual([]);
  });

  it('no retries: the race or the in-progress retry cannot happen', () => {
    expect(run({ retries: 0, race: true }).ignored).toEqual([
      'With no retries the race cannot happen.',
    ]);
    expect(run({ retries: 0, inflight: true }).ignored).toEqual([
      'With no retries the in-progress retry cannot happen.',
    ]);
    expect(run({ retries: 0, race: true, inflight: true }).ignored).toEqual([
      RACE_SHOWN,
      'With no retries the race cannot happen.',
    ]);
  });

  it('failover with nothing lost: no retry, so region B is never reached', () => {
    expect(run({ failover: true, lost: false }).ignored).toEqual([
      'No delayed retry was needed, so nothing reached region B.',
    ]);
    // The retry did reach region B: nothing to say.
    expect(run({ failover: true }).ignored).toEqual([]);
    expect(run({ failover: true, key: false }).ignored).toEqual([]);
  });
});

describe('explainRun on results the simulator does not produce today', () => {
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
