import { IDEMPOTENCY_KEY } from './constants';
import type {
  Cause,
  Delivery,
  Found,
  Region,
  Scenario,
  StoreId,
  StoredRecord,
  Timing,
  TraceEvent,
} from './types';

/** Where an attempt stands when it hands control back to the scheduler. */
export type Phase = 'sent' | 'read' | 'claimed' | 'charged';
export type Response = Extract<TraceEvent, { kind: 'respond' }>;

export interface World {
  readonly s: Scenario;
  readonly trace: TraceEvent[];
  readonly stores: Map<StoreId, Map<string, StoredRecord>>;
  readonly gatewayKeys: Map<string, { chargeId: string; at: number }>;
  chargeCount: number;
  effectCount: number;
  /** Attempts that have passed the key check (or had no key) and are executing. */
  executing: number;
  /** The latest reason a repeat got through, for a duplicate whose own check came first. */
  lastMiss: Cause | null;
}

/** A world before the first attempt: empty stores, nothing charged, nothing executing. */
export function emptyWorld(s: Scenario): World {
  return {
    s,
    trace: [],
    stores: new Map(),
    gatewayKeys: new Map(),
    chargeCount: 0,
    effectCount: 0,
    executing: 0,
    lastMiss: null,
  };
}

export interface Attempt {
  readonly n: number;
  readonly t: number;
  readonly region: Region;
  readonly timing: Timing;
  /** What becomes of this attempt's response. */
  readonly delivery: Delivery;
}

export const storeFor = (s: Scenario, region: Region): StoreId =>
  s.store === 'global' ? 'store-global' : region === 'a' ? 'store-a' : 'store-b';

export function read(
  w: World,
  store: StoreId,
  key: string,
  t: number,
): { found: Found; age: number | null } {
  const rec = w.stores.get(store)?.get(key);
  if (!rec) return { found: 'none', age: null };
  const age = t - rec.createdAt;
  return age >= w.s.ttl ? { found: 'expired', age } : { found: rec.status, age: null };
}

export function write(w: World, store: StoreId, key: string, rec: StoredRecord): void {
  const map = w.stores.get(store) ?? new Map<string, StoredRecord>();
  map.set(key, rec);
  w.stores.set(store, map);
}

/** Why a check that passed let a repeat through (null for the first execution). */
export function missCause(w: World, a: Attempt, found: Found | null): Cause | null {
  if (w.executing === 0) return null;
  if (found === null) return 'no-key';
  if (found === 'expired') return 'ttl-expired';
  // A failed record: the earlier execution charged nothing, so running again repeats nothing.
  if (found === 'failed') return null;
  const mine = storeFor(w.s, a.region);
  const elsewhere = [...w.stores].some(([id, m]) => id !== mine && m.has(IDEMPOTENCY_KEY));
  return elsewhere ? 'region-local' : 'race';
}
