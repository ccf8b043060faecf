/** The window goodput is averaged over, the share of rate it must reach and how long it must hold. */
export const RECOVERY = { window: 5, share: 0.95, hold: 30 } as const;

/** The span the final goodput share is averaged over, seconds. */
export const FINAL_SPAN = 30;

/**
 * Seconds from the trigger's end until goodput has recovered: the earliest whole second τ ≥ the
 * trigger's end from which every 5-second window [u, u + 5) inside [τ, τ + 30) averages at least
 * 95% of the traffic (so goodput holds there for 30 s); τ − triggerEnd, or null when no such τ has
 * its 30 s within the full seconds simulated. `goodput[s]` counts answers in [s, s + 1). The
 * traffic is `rate` per second, or, given per second, the requests that arrived in each second:
 * the rate as it was realised, so that Poisson dips at low traffic do not read as an outage.
 */
export function recoveredAfter(
  goodput: ArrayLike<number>,
  traffic: number | ArrayLike<number>,
  triggerEnd: number,
  horizon: number,
): number | null {
  const { window, share, hold } = RECOVERY;
  const full = Math.min(goodput.length, Math.floor(horizon + 1e-9));
  const arrived = (s: number) => (typeof traffic === 'number' ? traffic : (traffic[s] ?? 0));
  // good[u]: the window [u, u + window) is good; runs of good windows counted from the end.
  const windows = full - window + 1;
  if (windows <= 0) return null;
  const run = new Int32Array(windows + 1);
  let sum = 0;
  let expected = 0;
  for (let s = 0; s < window; s++) {
    sum += goodput[s] ?? 0;
    expected += arrived(s);
  }
  const good = new Uint8Array(windows);
  for (let u = 0; u < windows; u++) {
    if (u > 0) {
      sum += (goodput[u + window - 1] ?? 0) - (goodput[u - 1] ?? 0);
      expected += arrived(u + window - 1) - arrived(u - 1);
    }
    good[u] = sum >= share * expected - 1e-9 ? 1 : 0;
  }
  for (let u = windows - 1; u >= 0; u--) run[u] = good[u] ? run[u + 1]! + 1 : 0;
  const needed = hold - window + 1;
  for (let tau = Math.max(0, Math.ceil(triggerEnd - 1e-9)); tau + hold <= full; tau++) {
    if (run[tau]! >= needed) return tau - triggerEnd;
  }
  return null;
}
