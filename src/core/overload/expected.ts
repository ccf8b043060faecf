/**
 * What the sweep must show, in closed form: the checks the panel prints beside the simulated
 * figures (docs/models.md).
 */

/** Plain capped retries at failure ratio f with m attempts: load (1 − f^m)/(1 − f), success 1 − f^m. */
export function plainRetries(f: number, m: number): { load: number; success: number } {
  const fm = f ** m;
  return { load: f === 1 ? m : (1 - fm) / (1 - f), success: 1 - fm };
}

/** No retries: load 1, success 1 − f. */
export const noRetries = (f: number) => ({ load: 1, success: 1 - f });

/**
 * gRPC retry throttling keeps its tokens above half only while successes refill what failures
 * spend: r·(1 − f) ≥ f, i.e. below f = r / (1 + r) (9.1% at r = 0.1).
 */
export const grpcBreakEven = (tokenRatio: number) => tokenRatio / (1 + tokenRatio);

/**
 * Finagle at f = 1: each client may retry percent × its requests plus min_per_s a second, so the
 * load tends to 1 + percent + clients · min_per_s / rate, and never beyond the attempts.
 */
export function finagleCeiling(
  percent: number,
  minPerSecond: number,
  rate: number,
  clients: number,
  attempts: number,
): number {
  return Math.min(attempts, 1 + percent + (clients * minPerSecond) / rate);
}
