import { describe, expect, it } from 'vitest';
import { quantile, shareAfter } from '@/core/failover/distribution';
import { simulateRegion, staleClients, type RegionSimConfig } from '@/core/failover/simulate';
import { regionCdf, type RegionClosed } from './closed-form';

/**
 * The multi-region tail, tested tightly: a million clients, so 20,000 hold a stale answer, and
 * the share still waiting at each time is checked against the mixture's closed form within four
 * binomial standard errors. The same bounds are then shown to reject a model whose stale hold is
 * 5% shorter (U(0, 855] instead of U(0, 900]) or whose stale share is 5% larger: the test can fail.
 */
const REGION: RegionSimConfig = {
  interval: 5,
  threshold: 3,
  ttl: 30,
  staleShare: 0.02,
  staleMax: 900,
};
const N = 1_000_000;
const closed = (c: RegionSimConfig): RegionClosed => ({
  ...c,
  stale: staleClients(c.staleShare, N) / N,
});
const waiting = (t: number, c: RegionSimConfig) => 1 - regionCdf(t, closed(c));
const sigma = (p: number) => Math.sqrt((p * (1 - p)) / N);
const TIMES = [60, 100, 300, 600, 800];

/** The time at which the closed-form CDF reaches q (bisection). */
function closedQuantile(q: number, c: RegionSimConfig): number {
  let lo = 0;
  let hi = 10 + 5 + Math.max(c.ttl, c.staleMax);
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2;
    if (regionCdf(mid, closed(c)) < q) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

describe('the multi-region tail, with a million clients', () => {
  const sorted = simulateRegion(REGION, 7, N);

  it('matches the closed form’s waiting share at 60 s … 800 s within four standard errors', () => {
    for (const t of TIMES) {
      const p = waiting(t, REGION);
      expect(Math.abs(shareAfter(sorted, t) - p)).toBeLessThan(4 * sigma(p) + 1 / N);
    }
  });

  it('would reject a stale hold 5% shorter or a stale share 5% larger (the bounds have power)', () => {
    const shorter = { ...REGION, staleMax: 855 };
    const larger = { ...REGION, staleShare: 0.021 };
    const rejects = (alt: RegionSimConfig) =>
      TIMES.some((t) => {
        const p = waiting(t, REGION);
        return Math.abs(waiting(t, alt) - shareAfter(sorted, t)) >= 4 * sigma(p) + 1 / N;
      });
    expect(rejects(shorter)).toBe(true);
    expect(rejects(larger)).toBe(true);
  });

  it('puts p90 and p99 where the closed form does: p99 ≈ 7m 24s, within a binomial interval', () => {
    for (const q of [0.9, 0.99]) {
      const t = quantile(sorted, q);
      // The sample quantile's CDF value is within 4 binomial sigmas of q.
      expect(Math.abs(regionCdf(t, closed(REGION)) - q)).toBeLessThan(4 * sigma(q) + 1 / N);
    }
    const p99 = closedQuantile(0.99, REGION);
    // 1% of clients wait past p99; the stale 2% wait U(0, 900] past ~12.5 s: p99 ≈ 12.5 + 450.
    expect(p99).toBeGreaterThan(455);
    expect(p99).toBeLessThan(470);
    expect(Math.abs(quantile(sorted, 0.99) - p99)).toBeLessThan(5);
  });
});
