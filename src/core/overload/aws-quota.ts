/**
 * The AWS SDK "standard" retry quota, per client, as botocore implements it (retry mode version
 * 2.0: `botocore/retries/quota.py` RetryQuota, `botocore/retries/standard.py` RetryQuotaChecker):
 * the quota starts at 500; a retry acquires 5 (10 when the failure was a timeout) and is refused
 * when that is more than what is left; when a call finally succeeds, it releases what its last
 * retry acquired, or 1 if it made no retry (`_NO_RETRY_INCREMENT`), never above 500. A call that
 * finally fails releases nothing.
 */
export const AWS_QUOTA = {
  capacity: 500,
  retryCost: 5,
  timeoutCost: 10,
  noRetryIncrement: 1,
} as const;

export interface AwsQuota {
  /** Each client's available capacity. */
  readonly available: Int32Array;
}

export function createAwsQuota(clients: number): AwsQuota {
  return { available: new Int32Array(clients).fill(AWS_QUOTA.capacity) };
}

/**
 * Client c asks to retry after a failure: returns the capacity acquired (5, or 10 after a
 * timeout), or 0 when the quota cannot pay it (no retry).
 */
export function awsAcquire(q: AwsQuota, c: number, timedOut: boolean): number {
  const cost = timedOut ? AWS_QUOTA.timeoutCost : AWS_QUOTA.retryCost;
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
  const amount = lastCost > 0 ? lastCost : AWS_QUOTA.noRetryIncrement;
  q.available[c] = Math.min(AWS_QUOTA.capacity, q.available[c]! + amount);
}
