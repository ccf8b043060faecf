/** Shared by the idempotency tests: hand-made worlds and records, and the verdict's words. */
import { IDEMPOTENCY_KEY } from '@/core/idempotency/constants';
import { BASE_SCENARIO } from '@/core/idempotency/presets';
import type { Scenario, StoreId, StoredRecord } from '@/core/idempotency/types';
import { emptyWorld, type World } from '@/core/idempotency/world';

const K = IDEMPOTENCY_KEY;

/**
 * A world for the base scenario with `changes`, holding `records` under the key in the named
 * stores, and with some of its counters already set.
 */
export function world(
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

/** A succeeded record of the charge `chargeId`, created at `createdAt`. */
export const succeeded = (chargeId: string, createdAt = 0): StoredRecord => ({
  status: 'succeeded',
  createdAt,
  response: { status: 200, chargeId },
});

/** How explainRun words each cause, and the gateway's deduplication. */
export const NO_KEY =
  'without an idempotency key the server cannot tell a retry from a new payment';
export const RACE =
  'with a read-then-write store both attempts read “no record” before either wrote its claim (an atomic check-and-set lets only one through)';
export const REGION =
  'the retry landed in region B, whose region-local store had never seen the key';
export const TTL = 'the retry came after the stored record had expired, so its key counted as new';
export const UNGATED =
  'the receipt is sent on every successful response, the replayed one included (gate it on the same key check)';
export const GATEWAY = 'the gateway recognised the key and returned the original charge';
