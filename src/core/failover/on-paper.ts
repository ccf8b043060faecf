/**
 * The classic on-paper failover figures: the worst case of each path, added up term by term.
 * Seconds throughout.
 */

/** Multi-AZ failover behind a load balancer: target health checks, then draining. */
export interface AzConfig {
  /** Load-balancer health-check interval, s (> 0). */
  readonly interval: number;
  /** Consecutive failed checks before the target is marked unhealthy (whole, ≥ 1). */
  readonly threshold: number;
  /** Deregistration delay (connection draining), s (≥ 0): a bound for in-flight connections. */
  readonly drain: number;
}

/** Multi-region failover by DNS: health checks flip the record, then caches expire. */
export interface RegionConfig {
  /** DNS health-check interval, s (> 0). */
  readonly interval: number;
  /** Consecutive failed checks before the record fails over (whole, ≥ 1). */
  readonly threshold: number;
  /** TTL of the failover record, s (≥ 0). */
  readonly ttl: number;
}

/**
 * interval × threshold + drain, as the classic LB-versus-DNS comparison writes it: detection at
 * its latest, then the full draining period. An upper bound: new requests leave an unhealthy
 * target at detection; the drain (the deregistration delay of a deregistered target) only bounds
 * how long in-flight connections may stay open.
 */
export function azFailoverOnPaper(c: AzConfig): number {
  return c.interval * c.threshold + c.drain;
}

/** interval × threshold + TTL: detection at its latest, then a cache filled just before the change. */
export function regionFailoverOnPaper(c: RegionConfig): number {
  return c.interval * c.threshold + c.ttl;
}

/** Writes acknowledged by the old primary but not yet replicated: lag (s) × writes per second. */
export function rpoWrites(lagSeconds: number, writesPerSecond: number): number {
  return lagSeconds * writesPerSecond;
}

/**
 * The share of a yearly downtime budget that failovers spend: failovers per year × seconds each,
 * over the budget in seconds. Above 1 means failovers alone break the target.
 */
export function budgetShare(
  failoversPerYear: number,
  failoverSeconds: number,
  budgetYearSeconds: number,
): number {
  return (failoversPerYear * failoverSeconds) / budgetYearSeconds;
}
