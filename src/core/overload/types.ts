/**
 * The shapes the overload engine hands the panel, the CLI and the worker. Pure data: numbers and
 * arrays only, so they cross the worker boundary as they are.
 */

/**
 * Every policy, in the order the panel, the CLI and the result ids list them. `aws` is the AWS
 * SDKs' retry quota as it is from November 2026 (AWS_NEW_RETRIES_2026), `aws_legacy` the quota
 * before it (botocore's standard mode version 2.0).
 */
export const POLICIES = [
  'none',
  'retries',
  'grpc',
  'aws',
  'aws_legacy',
  'finagle',
  'breaker',
  'breaker_all',
] as const;
export type OverloadPolicy = (typeof POLICIES)[number];

/** What every policy shares: attempts, full-jitter backoff, client instances. */
export interface RetryShape {
  /** Attempts per logical request, the first included. */
  readonly attempts: number;
  /** Full-jitter backoff: retry k (1-based) waits U(0, min(cap, base · 2^k)) seconds. */
  readonly base: number;
  readonly cap: number;
  /** Client instances; budgets and breakers are per instance. */
  readonly clients: number;
}

/** The budgets' own settings (defaults: gRPC 10 / 0.1, Finagle 20% / 10 s / 10 per s). */
export interface BudgetSettings {
  readonly maxTokens: number;
  readonly tokenRatio: number;
  /** Finagle percentCanRetry as a fraction (0.2 for 20%). */
  readonly percent: number;
  readonly ttl: number;
  readonly minPerSecond: number;
}

export interface SweepParams extends RetryShape, BudgetSettings {
  /** Logical requests per second across all clients. */
  readonly rate: number;
  /** Seconds simulated at each failure ratio. */
  readonly duration: number;
  /** The failure ratio of the per-policy results (need not be on the grid). */
  readonly f: number;
  readonly seed: number;
}

/** One policy at one failure ratio. */
export interface SweepPoint {
  readonly f: number;
  /** Attempts per logical request. */
  readonly load: number;
  /** Share of logical requests that finally succeed. */
  readonly success: number;
  /** Logical requests simulated (load and success are 0 when there were none). */
  readonly requests: number;
}

export interface SweepPolicyResult {
  readonly policy: OverloadPolicy;
  /** f = 0, 0.05, …, 1 (21 points), in order. */
  readonly points: readonly SweepPoint[];
  /** At params.f. */
  readonly chosen: SweepPoint;
}

export interface SweepResult {
  readonly params: SweepParams;
  readonly policies: readonly SweepPolicyResult[];
}

export interface MetastableParams extends RetryShape, BudgetSettings {
  readonly rate: number;
  /** Requests per second the server completes at full health. */
  readonly capacity: number;
  /** Client timeout per attempt, seconds. */
  readonly timeout: number;
  /** The server drops queued requests whose client has already timed out. */
  readonly shed: boolean;
  /** Capacity during the trigger, a fraction of normal (0.5 for 50%). */
  readonly dip: number;
  /** The trigger lasts this long from TRIGGER_START seconds. */
  readonly trigger: number;
  readonly horizon: number;
  readonly seed: number;
}

/** The trigger starts at t = 10 s. */
export const TRIGGER_START = 10;

/** One policy's run, per whole second t = 0 … horizon − 1. */
export interface MetastablePolicyResult {
  readonly policy: OverloadPolicy;
  /** Attempts sent to the server in each second (rejected-locally calls excluded). */
  readonly offered: Float64Array;
  /** Logical requests answered in time in each second. */
  readonly goodput: Float64Array;
  /** Mean queue wait of the requests the server started in each second, seconds. */
  readonly queueWait: Float64Array;
  /** Seconds from the trigger's end until goodput (5 s sliding mean) stays ≥ 95% of the arriving traffic for 30 s; null if never. */
  readonly recovered: number | null;
  /** Attempts per logical request after the trigger. */
  readonly amplification: number;
  /** Goodput over the last 30 s, as a share of the requests that arrived in them (the rate as realised). */
  readonly goodputShare: number;
  /** Logical requests that arrived, attempts sent, requests answered in time, calls rejected locally (`breaker_all`). */
  readonly requests: number;
  readonly attempts: number;
  readonly answered: number;
  readonly rejected: number;
}

export interface MetastableResult {
  readonly params: MetastableParams;
  readonly policies: readonly MetastablePolicyResult[];
}
