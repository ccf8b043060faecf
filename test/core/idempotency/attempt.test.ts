import { describe, expect, it } from 'vitest';
import { attempt } from '@/core/idempotency/attempt';
import { IDEMPOTENCY_KEY } from '@/core/idempotency/constants';
import { describeTrace } from '@/core/idempotency/describe';
import { BASE_SCENARIO } from '@/core/idempotency/presets';
import type { Cause, Scenario, StoredRecord } from '@/core/idempotency/types';
import {
  emptyWorld,
  type Attempt,
  type Phase,
  type Response,
  type World,
} from '@/core/idempotency/world';
import { succeeded, world } from './helpers';

const K = IDEMPOTENCY_KEY;

/** Runs an attempt to its end: the phases it stopped at, and its response. */
function drive(w: World, a: Attempt): { phases: Phase[]; response: Response } {
  const g = attempt(w, a);
  const phases: Phase[] = [];
  for (let r = g.next(); ; r = g.next()) {
    if (r.done) return { phases, response: r.value };
    phases.push(r.value);
  }
}

const at = (t: number, n = 2): Attempt => ({
  n,
  t,
  region: 'a',
  timing: 'later',
  delivery: 'received',
});

describe('the phases an attempt hands back to the scheduler', () => {
  it('atomic check-and-set: sent, claimed, charged', () => {
    expect(drive(world({}), at(0, 1)).phases).toEqual(['sent', 'claimed', 'charged']);
  });

  it('read-then-write: a pause between the read and the write', () => {
    expect(drive(world({ atomic: false }), at(0, 1)).phases).toEqual([
      'sent',
      'read',
      'claimed',
      'charged',
    ]);
  });

  it('no key: no store, straight to the charge', () => {
    expect(drive(world({ key: false }), at(0, 1)).phases).toEqual(['sent', 'claimed', 'charged']);
  });

  it('a replay stops after the send', () => {
    expect(drive(world({}, { 'store-a': succeeded('ch_1') }), at(2)).phases).toEqual(['sent']);
  });
});

describe('what an attempt leaves in the world', () => {
  it('a replay neither executes nor changes the last recorded miss', () => {
    const causes: (Cause | null)[] = [null, 'ttl-expired'];
    for (const lastMiss of causes) {
      const w = world({}, { 'store-a': succeeded('ch_1') }, { executing: 1, lastMiss });
      expect(drive(w, at(2)).response).toEqual({
        kind: 'respond',
        t: 2,
        attempt: 2,
        region: 'a',
        status: 200,
        chargeId: 'ch_1',
        replayed: true,
        delivery: 'received',
      });
      expect([w.executing, w.lastMiss, w.chargeCount, w.effectCount]).toEqual([1, lastMiss, 0, 0]);
    }
  });

  it('a 409 is not a replay', () => {
    const busy: StoredRecord = { status: 'in_progress', createdAt: 0, response: null };
    const w = world({}, { 'store-a': busy }, { executing: 1 });
    expect(drive(w, at(0)).response).toEqual({
      kind: 'respond',
      t: 0,
      attempt: 2,
      region: 'a',
      status: 409,
      chargeId: null,
      replayed: false,
      delivery: 'received',
    });
    expect([w.executing, w.lastMiss]).toEqual([1, null]);
  });

  it('a second attempt past a read-then-write check while another executes: a race, two executing', () => {
    const w = world({ atomic: false }, {}, { executing: 1 });
    drive(w, at(0));
    expect([w.executing, w.lastMiss]).toEqual([2, 'race']);
  });

  it('the first attempt executes with nothing to blame', () => {
    const w = world({});
    drive(w, at(0, 1));
    expect([w.executing, w.lastMiss]).toEqual([1, null]);
  });

  it('without a key: the first executes, a later one is blamed on the missing key', () => {
    const w = world({ key: false });
    drive(w, at(0, 1));
    expect([w.executing, w.lastMiss]).toEqual([1, null]);
    drive(w, at(2, 2));
    expect([w.executing, w.lastMiss, w.chargeCount]).toEqual([2, 'no-key', 2]);
    // Nothing keyed: nothing is stored and the gateway remembers no key.
    expect([w.stores.size, w.gatewayKeys.size]).toEqual([0, 0]);
  });

  it('the gateway remembers a key only when it was passed one', () => {
    const plain = world({ gateway: false });
    drive(plain, at(5, 1));
    expect(plain.gatewayKeys.size).toBe(0);
    const keyed = world({ gateway: true });
    drive(keyed, at(5, 1));
    expect([...keyed.gatewayKeys]).toEqual([[K, { chargeId: 'ch_1', at: 5 }]]);
  });
});

describe('the gateway’s 24-hour key retention, counted from when it saw the key', () => {
  const charge = (t: number) => {
    const w = world({ gateway: true });
    w.gatewayKeys.set(K, { chargeId: 'ch_7', at: 100_000 });
    drive(w, at(t));
    return w.trace.find((e) => e.kind === 'charge');
  };

  it('10 s after: the original charge comes back', () => {
    expect(charge(100_010)).toMatchObject({ chargeId: 'ch_7', deduplicated: true });
  });

  it('86,399 s after: still remembered; 86,400 s after: forgotten, a new charge', () => {
    expect(charge(186_399)).toMatchObject({ chargeId: 'ch_7', deduplicated: true });
    expect(charge(186_400)).toMatchObject({ chargeId: 'ch_1', deduplicated: false });
  });
});

describe('a failed record (the key released: nothing charged, nothing to replay)', () => {
  const withRecord = (s: Scenario, rec: StoredRecord | null): World => ({
    ...emptyWorld(s),
    stores: new Map(rec ? [['store-a', new Map([[K, rec]])]] : []),
  });
  const finish = (g: Generator<unknown, Response>): Response => {
    for (let r = g.next(); ; r = g.next()) if (r.done) return r.value;
  };
  const failed: StoredRecord = { status: 'failed', createdAt: 0, response: null };

  it.each([true, false])(
    'a retry with the same key executes anew, never “409 in progress” (atomic %s)',
    (atomic) => {
      const s = { ...BASE_SCENARIO, atomic };
      const w = withRecord(s, failed);
      const response = finish(
        attempt(w, { n: 2, t: 5, region: 'a', timing: 'later', delivery: 'received' }),
      );
      expect(response).toMatchObject({ status: 200, chargeId: 'ch_1', replayed: false });
      expect(w.trace.find((e) => e.kind === 'store-check')).toMatchObject({ found: 'failed' });
      expect(w.stores.get('store-a')?.get(K)?.status).toBe('succeeded');
      // Running again after a failure repeats nothing: no cause is blamed.
      expect(w.trace.find((e) => e.kind === 'charge')).toMatchObject({ cause: null });
      const lines = describeTrace(w.trace).map((l) => l.text);
      expect(lines).toContain(atomic ? 'was failed: claimed again, in_progress' : 'failed');
    },
  );

  it('in_progress still gets 409 and succeeded still replays', () => {
    const s = BASE_SCENARIO;
    const later = { n: 2, t: 5, region: 'a', timing: 'later', delivery: 'received' } as const;
    const busy = withRecord(s, { status: 'in_progress', createdAt: 0, response: null });
    expect(finish(attempt(busy, later))).toMatchObject({ status: 409 });
    const done = withRecord(s, {
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
