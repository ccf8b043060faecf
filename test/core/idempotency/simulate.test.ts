import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attempt } from '@/core/idempotency/attempt';
import { IDEMPOTENCY_KEY } from '@/core/idempotency/constants';
import { describeTrace } from '@/core/idempotency/describe';
import { explainRun } from '@/core/idempotency/explain';
import { BASE_SCENARIO, IDEMPOTENCY_PRESETS } from '@/core/idempotency/presets';
import { simulate } from '@/core/idempotency/simulate';
import type { Scenario, StoredRecord } from '@/core/idempotency/types';
import { emptyWorld, type Response, type World } from '@/core/idempotency/world';

const run = (changes: Partial<Scenario>) => simulate({ ...BASE_SCENARIO, ...changes });

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

describe('a failed record (the key released: nothing charged, nothing to replay)', () => {
  const world = (s: Scenario, rec: StoredRecord | null): World => ({
    ...emptyWorld(s),
    stores: new Map(rec ? [['store-a', new Map([[IDEMPOTENCY_KEY, rec]])]] : []),
  });
  const finish = (g: Generator<unknown, Response>): Response => {
    for (let r = g.next(); ; r = g.next()) if (r.done) return r.value;
  };
  const failed: StoredRecord = { status: 'failed', createdAt: 0, response: null };

  it.each([true, false])(
    'a retry with the same key executes anew, never “409 in progress” (atomic %s)',
    (atomic) => {
      const s = { ...BASE_SCENARIO, atomic };
      const w = world(s, failed);
      const response = finish(
        attempt(w, { n: 2, t: 5, region: 'a', timing: 'later', delivery: 'received' }),
      );
      expect(response).toMatchObject({ status: 200, chargeId: 'ch_1', replayed: false });
      expect(w.trace.find((e) => e.kind === 'store-check')).toMatchObject({ found: 'failed' });
      expect(w.stores.get('store-a')?.get(IDEMPOTENCY_KEY)?.status).toBe('succeeded');
      // Running again after a failure repeats nothing: no cause is blamed.
      expect(w.trace.find((e) => e.kind === 'charge')).toMatchObject({ cause: null });
      const lines = describeTrace(w.trace).map((l) => l.text);
      expect(lines).toContain(atomic ? 'was failed: claimed again, in_progress' : 'failed');
    },
  );

  it('in_progress still gets 409 and succeeded still replays', () => {
    const s = BASE_SCENARIO;
    const later = { n: 2, t: 5, region: 'a', timing: 'later', delivery: 'received' } as const;
    const busy = world(s, { status: 'in_progress', createdAt: 0, response: null });
    expect(finish(attempt(busy, later))).toMatchObject({ status: 409 });
    const done = world(s, {
      status: 'succeeded',
      createdAt: 0,
      response: { status: 200, chargeId: 'ch_9' },
    });
    expect(finish(attempt(done, later))).toMatchObject({
      status: 200,
      chargeId: 'ch_9',
      replayed: true,
    });
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
