import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeTrace } from '@/core/idempotency/describe';
import { explainRun } from '@/core/idempotency/explain';
import { BASE_SCENARIO, IDEMPOTENCY_PRESETS } from '@/core/idempotency/presets';
import { simulate } from '@/core/idempotency/simulate';
import type { Scenario } from '@/core/idempotency/types';

const run = (changes: Partial<Scenario>) => simulate({ ...BASE_SCENARIO, ...changes });

describe('the issue’s presets', () => {
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
      .map((e) => [e.attempt, e.status, e.lost]);
    expect(responses).toEqual([
      [2, 409, false],
      [1, 200, true],
      [3, 200, false],
    ]);
    expect([r.charges, r.sideEffects, r.outcome]).toEqual([1, 1, 'replayed-200']);
  });

  it('in-progress retries against a read-then-write store are still caught (the record was written)', () => {
    expect(run({ atomic: false, lost: false, inflight: true }).charges).toBe(1);
    expect(run({ key: false, lost: false, inflight: true }).charges).toBe(2);
  });

  it('failover with gateway dedup: 1 charge but the region-B receipt goes out again', () => {
    const r = run({ failover: true, gateway: true });
    expect([r.charges, r.sideEffects, r.verdict]).toEqual([1, 2, 'duplicate-side-effect']);
    expect(explainRun(r)).toMatch(/gateway recognised the key and returned the original charge/);
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
