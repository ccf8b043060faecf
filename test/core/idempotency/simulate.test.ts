import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeTrace } from '@/core/idempotency/describe';
import { explainRun } from '@/core/idempotency/explain';
import { BASE_SCENARIO, IDEMPOTENCY_PRESETS } from '@/core/idempotency/presets';
import { simulate } from '@/core/idempotency/simulate';
import type { RunResult, Scenario, TraceEvent } from '@/core/idempotency/types';
import { GATEWAY, NO_KEY, TTL, UNGATED } from './helpers';

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

describe('each preset gives its expected charges, side effects and outcome', () => {
  it.each(IDEMPOTENCY_PRESETS.map((p) => [p.label, p] as const))('%s', (_, p) => {
    const r = simulate(p.scenario);
    expect(r.charges).toBe(p.expected.charges);
    if (p.expected.sideEffects !== undefined) expect(r.sideEffects).toBe(p.expected.sideEffects);
    if (p.expected.outcome !== undefined) expect(r.outcome).toBe(p.expected.outcome);
  });

  it('lost response, atomic store: 1 charge, the cached 200 with the same charge id', () => {
    const r = run({});
    expect([r.charges, r.sideEffects, r.outcome, r.clientChargeId]).toEqual([
      1,
      1,
      'replayed-200',
      'ch_1',
    ]);
    expect(r.verdict).toBe('exactly-once');
    expect(explainRun(r)).toBe(
      'Exactly once: 1 charge, 1 receipt, and the client got 200 ch_1, rebuilt from the stored record.',
    );
  });

  it('no key: 2 charges, and the verdict says why', () => {
    const r = run({ key: false });
    expect([r.charges, r.verdict, r.causes]).toEqual([2, 'duplicate-charge', ['no-key']]);
    expect(explainRun(r)).toMatch(
      /^The customer was charged 2 times \(2 receipts\): without an idempotency key/,
    );
  });

  it('read-then-write race: both read “no record” before either writes', () => {
    const r = run({ atomic: false, lost: false, race: true });
    expect([r.charges, r.causes]).toEqual([2, ['race']]);
    const kinds = r.trace.slice(0, 6).map((e) => `${e.kind}:${'attempt' in e ? e.attempt : ''}`);
    expect(kinds).toEqual([
      'send:1',
      'send:2',
      'store-check:1',
      'store-check:2',
      'store-claim:1',
      'store-claim:2',
    ]);
  });

  it('the same race against an atomic store: one wins, the other is told to wait (409)', () => {
    const r = run({ atomic: true, lost: false, race: true });
    expect(r.charges).toBe(1);
    const second = r.trace.find((e) => e.kind === 'respond' && e.attempt === 2);
    expect(second).toMatchObject({ status: 409 });
    expect(r.outcome).toBe('fresh-200');
  });

  it('a retry that meets in_progress gets 409, waits, and then the replayed 200', () => {
    const r = run({ lost: false, inflight: true });
    const responses = r.trace
      .filter((e) => e.kind === 'respond')
      .map((e) => [e.attempt, e.status, e.delivery]);
    // Attempt 1's answer is not lost: the client had timed out on it and retried (attempt 2).
    expect(responses).toEqual([
      [2, 409, 'received'],
      [1, 200, 'timed-out'],
      [3, 200, 'received'],
    ]);
    expect([r.charges, r.sideEffects, r.outcome]).toEqual([1, 1, 'replayed-200']);
    expect(r.ignored).toEqual([]);
  });

  it('labels the in-flight case as a timeout on attempt 1, not a loss in transit', () => {
    const r = run({ lost: false, inflight: true });
    const text = describeTrace(r.trace).map((l) => `${l.arrow}|${l.text}`);
    expect(text).toContain('note|no answer yet: attempt 1 times out, the client retries');
    expect(text).toContain('call|attempt 2, retry after a timeout: POST /payments (key k-7f3a)');
    expect(text).toContain('lost|200 ch_1 (client already timed out)');
    expect(text.join('\n')).not.toContain('lost in transit');
    // The note comes right before attempt 2 is sent.
    const note = text.indexOf('note|no answer yet: attempt 1 times out, the client retries');
    expect(text[note + 1]).toMatch(/^call\|attempt 2/);
    // lost=1 adds nothing when the client had already timed out, and the panel says so.
    const both = run({ lost: true, inflight: true });
    expect(both.trace).toEqual(r.trace);
    expect(both.ignored).toEqual([
      'The first response cannot also be lost in transit: the client had already timed out on it.',
    ]);
  });

  it('in-progress retries against a read-then-write store are still caught (the record was written)', () => {
    expect(run({ atomic: false, lost: false, inflight: true }).charges).toBe(1);
    expect(run({ key: false, lost: false, inflight: true }).charges).toBe(2);
  });

  it('failover with gateway dedup: 1 charge but the region-B receipt goes out again', () => {
    const r = run({ failover: true, gateway: true });
    expect([r.charges, r.sideEffects, r.verdict]).toEqual([1, 2, 'duplicate-side-effect']);
    expect(explainRun(r)).toBe(
      '1 charge but 2 receipts: the gateway recognised the key and returned the original charge, but the retry landed in region B, whose region-local store had never seen the key.',
    );
  });

  it('the verdict names the gateway whenever it deduplicated, whatever let the repeat through', () => {
    const race = run({ atomic: false, lost: false, race: true, gateway: true });
    expect([race.charges, race.sideEffects, race.causes]).toEqual([1, 2, ['race']]);
    expect(explainRun(race)).toMatch(
      /^1 charge but 2 receipts: the gateway recognised the key and returned the original charge, but with a read-then-write store/,
    );
    const ttl = run({ ttl: 60, delay: 120, gateway: true });
    expect([ttl.charges, ttl.sideEffects, ttl.causes]).toEqual([1, 2, ['ttl-expired']]);
    expect(explainRun(ttl)).toMatch(
      /^1 charge but 2 receipts: the gateway recognised the key and returned the original charge, but the retry came after the stored record had expired/,
    );
    // No deduplication happened: no mention of the gateway.
    expect(explainRun(run({ gated: false, gateway: true }))).not.toMatch(/gateway/);
    expect(explainRun(run({ failover: true }))).not.toMatch(/gateway/);
  });

  it('TTL: a retry at exactly the TTL is already new; one just before is replayed', () => {
    expect(run({ ttl: 60, delay: 60 }).charges).toBe(2);
    expect(run({ ttl: 60, delay: 59.9 }).charges).toBe(1);
    // The gateway keeps its keys 24 h, so it still catches a retry our store forgot.
    expect(run({ ttl: 60, delay: 120, gateway: true }).charges).toBe(1);
    expect(run({ ttl: 60, delay: 90_000, gateway: true }).charges).toBe(2);
  });

  it('without retries a lost response leaves the outcome unknown, charged once', () => {
    const r = run({ retries: 0 });
    expect([r.charges, r.outcome, r.verdict]).toEqual([1, 'no-response', 'outcome-unknown']);
    expect(run({ retries: 0, race: true }).ignored).toHaveLength(1);
  });

  it('is deterministic: the same scenario gives the same trace', () => {
    expect(simulate(IDEMPOTENCY_PRESETS[2]!.scenario)).toEqual(
      simulate(IDEMPOTENCY_PRESETS[2]!.scenario),
    );
  });
});

const scenario: fc.Arbitrary<Scenario> = fc.record({
  key: fc.boolean(),
  atomic: fc.boolean(),
  lost: fc.boolean(),
  retries: fc.integer({ min: 0, max: 6 }),
  race: fc.boolean(),
  failover: fc.boolean(),
  store: fc.constantFrom('local' as const, 'global' as const),
  gateway: fc.boolean(),
  gated: fc.boolean(),
  inflight: fc.boolean(),
  ttl: fc.integer({ min: 1, max: 200 }),
  delay: fc.integer({ min: 1, max: 100 }),
});

describe('invariants', () => {
  it('never more charges than attempts; every attempt gets at most one response', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const r = simulate(s);
        const sends = r.trace.filter((e) => e.kind === 'send').length;
        expect(sends).toBeLessThanOrEqual(s.retries + 1);
        expect(r.charges).toBeGreaterThanOrEqual(1);
        expect(r.charges).toBeLessThanOrEqual(sends);
        expect(r.trace.filter((e) => e.kind === 'respond').length).toBe(sends);
        expect(r.verdict === 'duplicate-charge').toBe(r.charges > 1);
      }),
    );
  });

  it('key + atomic + global store + gated + TTL longer than the whole run: exactly one charge and one receipt', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const safe = {
          ...s,
          key: true,
          atomic: true,
          store: 'global' as const,
          gated: true,
          ttl: s.delay * (s.retries + 1) + 1,
        };
        const r = simulate(safe);
        expect([r.charges, r.sideEffects]).toEqual([1, 1]);
      }),
    );
  });

  it('with no key every attempt charges anew (the gateway has no key to deduplicate by)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const r = simulate({ ...s, key: false });
        expect(r.charges).toBe(r.trace.filter((e) => e.kind === 'send').length);
      }),
    );
  });

  it('numbers the messages 1, 2, 3 … as Mermaid’s autonumber does, notes unnumbered', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const steps = describeTrace(simulate(s).trace).flatMap((l) =>
          l.step === null ? [] : [l.step],
        );
        expect(steps).toEqual(steps.map((_, i) => i + 1));
      }),
    );
  });
});

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
