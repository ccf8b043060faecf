/**
 * AWS Application Load Balancer limits, in one place for every panel that writes ALB settings.
 * Ranges from the Elastic Load Balancing user guide (target-group health checks, and target-group
 * attributes for the deregistration delay): HealthCheckIntervalSeconds 5–300,
 * HealthCheckTimeoutSeconds 2–120, Healthy/UnhealthyThresholdCount 2–10,
 * deregistration_delay.timeout_seconds 0–3600, all whole seconds. The timeout must be shorter
 * than the interval (the API rejects it otherwise; aws/aws-cdk#22200 and #29075 added the same
 * check).
 */

export const ALB_LIMITS = {
  interval: [5, 300],
  timeout: [2, 120],
  threshold: [2, 10],
  deregistrationDelay: [0, 3600],
} as const;

/** The ALB's own default health-check timeout for HTTP(S) targets, seconds. */
export const ALB_DEFAULT_TIMEOUT = 5;

/**
 * The timeout rule: a whole-second timeout shorter than the (already valid) interval. Returns
 * the timeout to write; it differs from `timeout` only when the rule forced it down.
 */
export const albTimeoutBelowInterval = (timeout: number, interval: number): number =>
  Math.max(ALB_LIMITS.timeout[0], Math.min(timeout, interval - 1));
