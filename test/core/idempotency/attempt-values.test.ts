import { describe, expect, it } from 'vitest';
import { attempt } from '@/core/idempotency/attempt';
import { IDEMPOTENCY_KEY } from '@/core/idempotency/constants';
import { BASE_SCENARIO } from '@/core/idempotency/presets';
import type { Cause, Scenario, StoreId, StoredRecord } from '@/core/idempotency/types';
import {
  emptyWorld,
  missCause,
  read,
  storeFor,
  type Attempt,
  type Phase,
  type Response,
  type World,
} from '@/core/idempotency/world';

const K = IDEMPOTENCY_KEY;

function world(
  changes: Partial<Scenario>,
  records: Partial<Record<StoreId, StoredRecord>> = {},
  state: Partial<Pick<World, 'executing' | 'lastMiss' | 'chargeCount' | 'effectCount'>> = {},
): World {
  return {
    ...emptyWorld({ ...BASE_SCENARIO, ...changes }),
    stores: new Map(
      Object.entries(records).map(([id, rec]) => [id as StoreId, new Map([[K, rec]])]),
    ),
    ...state,
  };
}

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
const succeeded = (chargeId: string, createdAt = 0): StoredRecord => ({
  status: 'succeeded',
  createdAt,
  response: { status: 200, chargeId },
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

describe('store helpers', () => {
  it('storeFor: one global store for both regions, else each region its own', () => {
    const global = { ...BASE_SCENARIO, store: 'global' } as const;
    expect([storeFor(global, 'a'), storeFor(global, 'b')]).toEqual([
      'store-global',
      'store-global',
    ]);
    expect([storeFor(BASE_SCENARIO, 'a'), storeFor(BASE_SCENARIO, 'b')]).toEqual([
      'store-a',
      'store-b',
    ]);
  });

  it('read: a record’s age counts from its creation, expired at age ≥ TTL', () => {
    const w = world({ ttl: 20 }, { 'store-a': succeeded('ch_1', 10) });
    expect(read(w, 'store-a', K, 15)).toEqual({ found: 'succeeded', age: null });
    expect(read(w, 'store-a', K, 29.5)).toEqual({ found: 'succeeded', age: null });
    expect(read(w, 'store-a', K, 30)).toEqual({ found: 'expired', age: 20 });
    expect(read(w, 'store-a', K, 45)).toEqual({ found: 'expired', age: 35 });
    expect(read(w, 'store-b', K, 15)).toEqual({ found: 'none', age: null });
  });
});

describe('missCause: why a check that passed let a repeat through', () => {
  const inA: Attempt = { n: 2, t: 2, region: 'a', timing: 'later', delivery: 'received' };

  it('nothing executing yet: the first execution, nothing to blame, whatever the stores hold', () => {
    expect(missCause(world({}), inA, 'none')).toBeNull();
    expect(missCause(world({}), inA, null)).toBeNull();
    expect(missCause(world({}, { 'store-b': succeeded('ch_1') }), inA, 'none')).toBeNull();
  });

  it('a failed record is no repeat: the earlier execution charged nothing', () => {
    const failed: StoredRecord = { status: 'failed', createdAt: 0, response: null };
    const w = world({}, { 'store-a': failed, 'store-b': succeeded('ch_1') }, { executing: 1 });
    expect(missCause(w, inA, 'failed')).toBeNull();
  });

  it('region-local only when another region’s store holds the key; else a race', () => {
    const one = { executing: 1 };
    expect(missCause(world({}, { 'store-b': succeeded('ch_1') }, one), inA, 'none')).toBe(
      'region-local',
    );
    expect(missCause(world({}, {}, one), inA, 'none')).toBe('race');
    // A store in region B that never saw the key is no sign of a region-local miss.
    const empty = world({}, {}, one);
    empty.stores.set('store-b', new Map());
    expect(missCause(empty, inA, 'none')).toBe('race');
    expect(missCause(world({}, {}, one), inA, null)).toBe('no-key');
    expect(missCause(world({}, {}, one), inA, 'expired')).toBe('ttl-expired');
  });
});
