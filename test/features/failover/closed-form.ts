/**
 * The failover model's closed forms, for tests (docs/models.md, "Failover time"): a client moves
 * at T = D + L·V, D uniform on (a, b] (the check interval × (threshold − u)), V uniform on (0, 1]
 * (what is left of its cached answer's life L). Written here from the model's statement, not
 * from the simulator.
 */

/**
 * P(T > t): one minus the mean over d of min(1, max(0, (t − d) / L)), by the midpoint rule (the
 * integrand is piecewise linear, so 4000 points give about six digits).
 */
export function survival(t: number, a: number, b: number, life: number): number {
  const steps = 4000;
  let covered = 0;
  for (let k = 0; k < steps; k++) {
    const d = a + ((b - a) * (k + 0.5)) / steps;
    covered += Math.min(1, Math.max(0, (t - d) / life));
  }
  return 1 - covered / steps;
}

/** The t where a decreasing survival function crosses `share`, by bisection on [0, hi]. */
export function crossing(s: (t: number) => number, share: number, hi: number): number {
  let lo = 0;
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2;
    if (s(mid) > share) lo = mid;
    else hi = mid;
  }
  return lo;
}

/**
 * The defaults' DNS path: detection uniform on (10, 15] (5 s × 3 checks), then a 30 s TTL, or
 * 900 s for the 2% of clients behind resolvers that ignore it.
 */
export const defaultRegionSurvival = (t: number): number =>
  0.98 * survival(t, 10, 15, 30) + 0.02 * survival(t, 10, 15, 900);
