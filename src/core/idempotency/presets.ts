import type { ClientOutcome, Scenario } from './types';

/** The worked example: the response is lost, the retry meets an atomic store's record. */
export const BASE_SCENARIO: Scenario = {
  key: true,
  atomic: true,
  lost: true,
  retries: 3,
  race: false,
  failover: false,
  store: 'local',
  gateway: false,
  gated: true,
  inflight: false,
  ttl: 86_400,
  delay: 2,
};

export interface IdempotencyPreset {
  readonly id: string;
  readonly label: string;
  readonly scenario: Scenario;
  /** What this preset must produce: its charges, side effects and the client's outcome. */
  readonly expected: {
    readonly charges: number;
    readonly sideEffects?: number;
    readonly outcome?: ClientOutcome;
  };
}

const preset = (
  id: string,
  label: string,
  changes: Partial<Scenario>,
  expected: IdempotencyPreset['expected'],
): IdempotencyPreset => ({ id, label, scenario: { ...BASE_SCENARIO, ...changes }, expected });

/** The eight presets, in the order the panel lists them. */
export const IDEMPOTENCY_PRESETS: readonly IdempotencyPreset[] = [
  preset(
    'lost-atomic',
    'Lost response, retried (atomic store)',
    {},
    {
      charges: 1,
      sideEffects: 1,
      outcome: 'replayed-200',
    },
  ),
  preset('no-key', 'No idempotency key', { key: false }, { charges: 2 }),
  preset(
    'race',
    'Read-then-write store, racing retries',
    { atomic: false, lost: false, race: true },
    {
      charges: 2,
    },
  ),
  preset(
    'failover-local',
    'Retry in region B, region-local stores',
    { failover: true },
    {
      charges: 2,
    },
  ),
  preset(
    'failover-gateway',
    '… with the gateway’s own idempotency',
    { failover: true, gateway: true },
    {
      charges: 1,
    },
  ),
  preset(
    'failover-global',
    '… with a global store',
    { failover: true, store: 'global' },
    {
      charges: 1,
    },
  ),
  preset('ungated', 'Ungated receipt email', { gated: false }, { charges: 1, sideEffects: 2 }),
  preset('ttl', 'Retry after TTL expiry', { ttl: 60, delay: 120 }, { charges: 2 }),
];
