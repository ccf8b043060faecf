/** A deterministic payment-creation endpoint: the scenario toggles (URL §idempotency). */
export interface Scenario {
  /** The client sends an idempotency key generated once per logical operation. */
  readonly key: boolean;
  /** Check-and-set is one atomic operation (else a read, then a separate write). */
  readonly atomic: boolean;
  /** The response to the first attempt is lost in transit. */
  readonly lost: boolean;
  /** The client's retry budget. */
  readonly retries: number;
  /** A retry fires at nearly the same moment as the original, inside the read-to-write window. */
  readonly race: boolean;
  /** Delayed retries land in region B after a regional failover. */
  readonly failover: boolean;
  readonly store: 'local' | 'global';
  /** The payment gateway deduplicates by the same key. */
  readonly gateway: boolean;
  /** The receipt is sent only on the path that passed the key check (not on replays). */
  readonly gated: boolean;
  /** A retry arrives while the first attempt is still in progress (the client timed out). */
  readonly inflight: boolean;
  /** Seconds a key's record lives in the store. */
  readonly ttl: number;
  /** Seconds the client waits before each delayed retry. */
  readonly delay: number;
}

export type Region = 'a' | 'b';
export type StoreId = 'store-a' | 'store-b' | 'store-global';
export type Status = 'in_progress' | 'succeeded' | 'failed';

/**
 * A stored record: its status and enough to rebuild the original response. `failed` means the
 * execution stopped before anything was charged and left no response worth replaying (a crash,
 * the gateway unreachable): the key is released and a retry with the same key executes anew, as
 * Stripe does for requests that failed before executing. No scenario toggle produces one (the
 * issue has no gateway decline); `attempt` handles it all the same.
 */
export interface StoredRecord {
  readonly status: Status;
  readonly createdAt: number;
  readonly response: { readonly status: 200; readonly chargeId: string } | null;
}

/** Why an attempt that should have been recognised as a repeat was not. */
export type Cause = 'no-key' | 'race' | 'region-local' | 'ttl-expired' | 'ungated';

export type Timing = 'first' | 'race' | 'inflight' | 'later';
export type Delivery = 'received' | 'lost' | 'timed-out';
export type Found = 'none' | 'expired' | Status;

/** One typed step of the run; the sequence diagram and the table are both made from these. */
export type TraceEvent =
  | {
      readonly kind: 'send';
      readonly t: number;
      readonly attempt: number;
      readonly region: Region;
      readonly key: string | null;
      readonly timing: Timing;
    }
  | {
      readonly kind: 'store-check';
      readonly t: number;
      readonly attempt: number;
      readonly region: Region;
      readonly store: StoreId;
      readonly key: string;
      readonly atomic: boolean;
      readonly found: Found;
      /** Age of an expired record, seconds. */
      readonly age: number | null;
      /** Atomic check-and-set only: true when this attempt created the record. */
      readonly claimed: boolean;
    }
  | {
      readonly kind: 'store-claim';
      readonly t: number;
      readonly attempt: number;
      readonly region: Region;
      readonly store: StoreId;
      readonly key: string;
      /** A non-atomic write that replaced another attempt's claim. */
      readonly overwrote: boolean;
    }
  | {
      readonly kind: 'charge';
      readonly t: number;
      readonly attempt: number;
      readonly region: Region;
      /** The key passed to the gateway (only when the gateway deduplicates). */
      readonly gatewayKey: string | null;
      readonly chargeId: string;
      /** True when the gateway recognised the key and returned its earlier charge. */
      readonly deduplicated: boolean;
      /** Set when this is a second real charge: why the endpoint let it through. */
      readonly cause: Cause | null;
    }
  | {
      readonly kind: 'side-effect';
      readonly t: number;
      readonly attempt: number;
      readonly region: Region;
      readonly chargeId: string;
      readonly replay: boolean;
      readonly cause: Cause | null;
    }
  | {
      readonly kind: 'store-commit';
      readonly t: number;
      readonly attempt: number;
      readonly region: Region;
      readonly store: StoreId;
      readonly key: string;
      readonly chargeId: string;
    }
  | {
      readonly kind: 'respond';
      readonly t: number;
      readonly attempt: number;
      readonly region: Region;
      readonly status: 200 | 409;
      readonly chargeId: string | null;
      readonly replayed: boolean;
      /**
       * Whether the client reads this response: `lost` in transit, or `timed-out` when the client
       * had already given up on this attempt (and retried) before the response came back.
       */
      readonly delivery: Delivery;
    }
  | {
      readonly kind: 'wait';
      readonly t: number;
      readonly seconds: number;
      readonly after: 'lost' | 'conflict';
    }
  | { readonly kind: 'give-up'; readonly t: number; readonly after: 'lost' | 'conflict' };

export type ClientOutcome = 'fresh-200' | 'replayed-200' | 'conflict-409' | 'no-response';
export type IdempotencyVerdict =
  'exactly-once' | 'duplicate-charge' | 'duplicate-side-effect' | 'outcome-unknown';

export interface RunResult {
  readonly trace: readonly TraceEvent[];
  /** Real charges created at the gateway. */
  readonly charges: number;
  readonly sideEffects: number;
  readonly outcome: ClientOutcome;
  /** The charge id in the response the client kept, if any. */
  readonly clientChargeId: string | null;
  readonly verdict: IdempotencyVerdict;
  /** Why the guarantee broke (distinct causes, in the order they happened). */
  readonly causes: readonly Cause[];
  /** Toggles that did not apply to this run, and why. */
  readonly ignored: readonly string[];
}
