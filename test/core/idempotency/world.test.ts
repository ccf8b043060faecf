import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY } from '@/core/idempotency/constants';
import { BASE_SCENARIO } from '@/core/idempotency/presets';
import type { StoredRecord } from '@/core/idempotency/types';
import { missCause, read, storeFor, type Attempt } from '@/core/idempotency/world';
import { succeeded, world } from './helpers';

const K = IDEMPOTENCY_KEY;

describe('storeFor and read: which store a region uses, and what it finds', () => {
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
