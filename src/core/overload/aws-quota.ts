/**
 * The AWS SDK "standard" retry quota, per client, as botocore implements it
 * (`botocore/retries/quota.py` RetryQuota, `botocore/retries/standard.py` RetryQuotaChecker): the
 * quota starts at 500; a retry acquires its cost and is refused when that is more than what is
 * left; when a call finally succeeds, it releases what its last retry acquired, or 1 if it made no
 * retry (`_NO_RETRY_INCREMENT`), never above 500. A call that finally fails releases nothing.
 *
 * Two sets of costs (RetryQuotaChecker.acquire_retry_quota):
 * - AWS_QUOTA, the 2026 costs (standard retry mode version 2.1, opt-in with
 *   AWS_NEW_RETRIES_2026=true, the SDKs' default from November 2026): 14 per transient retry
 *   (`_RETRY_COST_V2`; a timeout is a transient error), 5 per throttling retry
 *   (`_THROTTLING_RETRY_COST`).
 * - AWS_QUOTA_LEGACY, the costs before them (version 2.0): 5 per retry (`_RETRY_COST`), 10 after a
 *   timeout (`_TIMEOUT_RETRY_REQUEST`: ConnectTimeoutError, ReadTimeoutError).
 *
 * The panel's failures are never throttling errors (a failed attempt in `sweep`, a timeout in
 * `metastable`), so the throttling cost is listed but never charged.
 */
export interface AwsQuotaCosts {
  readonly capacity: number;
  /** A retry after an error that is neither a timeout nor throttling. */
  readonly retryCost: number;
  /** A retry after a timeout. */
  readonly timeoutCost: number;
  /** A retry after a throttling error (not simulated). */
  readonly throttlingCost: number;
  readonly noRetryIncrement: number;
}

/** The 2026 costs: the `aws` policy. */
export const AWS_QUOTA: AwsQuotaCosts = {
  capacity: 500,
  retryCost: 14,
  timeoutCost: 14,
  throttlingCost: 5,
  noRetryIncrement: 1,
};

/** The costs before 2026: the `aws_legacy` policy. */
export const AWS_QUOTA_LEGACY: AwsQuotaCosts = {
  capacity: 500,
  retryCost: 5,
  timeoutCost: 10,
  throttlingCost: 5,
  noRetryIncrement: 1,
};

export interface AwsQuota {
  /** Each client's available capacity. */
  readonly available: Int32Array;
  /** What a retry costs after an error that is not a timeout, and after a timeout. */
  readonly retryCost: number;
  readonly timeoutCost: number;
  readonly capacity: number;
  readonly noRetryIncrement: number;
}

export function createAwsQuota(clients: number, costs: AwsQuotaCosts = AWS_QUOTA): AwsQuota {
  return {
    available: new Int32Array(clients).fill(costs.capacity),
    retryCost: costs.retryCost,
    timeoutCost: costs.timeoutCost,
    capacity: costs.capacity,
    noRetryIncrement: costs.noRetryIncrement,
  };
}

/**
 * Client c asks to retry after a failure: returns the capacity acquired (the retry's cost, the
 * timeout cost after a timeout), or 0 when the quota cannot pay it (no retry).
 */
export function awsAcquire(q: AwsQuota, c: number, timedOut: boolean): number {
  const cost = timedOut ? q.timeoutCost : q.retryCost;
  const left = q.available[c]!;
  if (cost > left) return 0;
  q.available[c] = left - cost;
  return cost;
}

/**
 * A call of client c succeeded; `lastCost` is what its last retry acquired (0: it made none).
 * Releases that, or 1, truncated at the maximum.
 */
export function awsRelease(q: AwsQuota, c: number, lastCost: number): void {
  const amount = lastCost > 0 ? lastCost : q.noRetryIncrement;
  q.available[c] = Math.min(q.capacity, q.available[c]! + amount);
}
