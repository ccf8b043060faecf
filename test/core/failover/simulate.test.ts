import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantile, shareAfter, summarise } from '@/core/failover/distribution';
import { azFailoverOnPaper, regionFailoverOnPaper } from '@/core/failover/on-paper';
import {
  DEFAULT_SEED,
  SIM_CLIENTS,
  detectionTime,
  simulateAz,
  simulateRegion,
  staleClients,
  type RegionSimConfig,
} from '@/core/failover/simulate';
import {
  azCdf,
  ksBound,
  ksDistance,
  regionCdf,
  regionMean,
  uniformSumCdf,
  type RegionClosed,
} from './closed-form';
import { runs } from '../property-runs';

const AZ = { interval: 10, threshold: 3, drain: 10 };
const REGION: RegionSimConfig = {
  interval: 5,
  threshold: 3,
  ttl: 30,
  staleShare: 0.02,
  staleMax: 900,
};

const closed = (c: RegionSimConfig, n = SIM_CLIENTS): RegionClosed => ({
  ...c,
  stale: staleClients(c.staleShare, n) / n,
});

/** The q-quantile of a sample must sit where the true CDF is q, within 3 binomial sigmas. */
function expectQuantileAgrees(sorted: Float64Array, cdf: (t: number) => number, q: number) {
  const n = sorted.length;
  const tolerance = 3 * Math.sqrt((q * (1 - q)) / n) + 1 / n;
  expect(Math.abs(cdf(quantile(sorted, q)) - q)).toBeLessThan(tolerance);
}

describe('the closed-form oracle itself', () => {
  it('uniform-sum CDF: U(0,5) + U(0,30) has median 17.5 and is 0 and 1 at its ends', () => {
    expect(uniformSumCdf(0, 5, 30)).toBe(0);
    expect(uniformSumCdf(17.5, 5, 30)).toBeCloseTo(0.5, 12);
    expect(uniformSumCdf(35, 5, 30)).toBe(1);
    expect(uniformSumCdf(5, 5, 30)).toBeCloseTo(25 / 300, 12);
    // Symmetric in its two arguments.
    expect(uniformSumCdf(12, 30, 5)).toBeCloseTo(uniformSumCdf(12, 5, 30), 12);
  });
});

describe('detection time', () => {
  it('runs from (N − 1)·i to N·i: the first check after the failure, then N − 1 more', () => {
    expect(detectionTime(10, 3, 0)).toBe(30);
    expect(detectionTime(10, 3, 0.999999)).toBeCloseTo(20, 4);
    expect(detectionTime(5, 1, 0.5)).toBe(2.5);
  });
});

describe('multi-AZ simulation against its closed form', () => {
  it('defaults: median ≈ 25 s, p90 ≈ 29 s, p99 ≈ 29.9 s, worst ≤ 30 s: new requests do not wait for the 10 s drain', () => {
    const sorted = simulateAz(AZ, DEFAULT_SEED);
    const s = summarise(sorted);
    expect(s.p50).toBeCloseTo(25, 0);
    expect(s.p90).toBeCloseTo(29, 0);
    expect(s.p99).toBeGreaterThan(29.7);
    expect(s.max).toBeLessThanOrEqual(30);
    // The on-paper 40 s (drain included) is an upper bound, not reached by new requests.
    expect(s.max).toBeLessThan(40);
    expect(sorted[0]).toBeGreaterThan(20);
    // Mean 25 s, standard error 10/√12/√n ≈ 0.029 s: within 4 SE.
    expect(Math.abs(s.mean - 25)).toBeLessThan((4 * 10) / Math.sqrt(12 * SIM_CLIENTS));
    for (const q of [0.5, 0.9, 0.99]) expectQuantileAgrees(sorted, (t) => azCdf(t, AZ), q);
  });

  it.each([1, 2, 3, 42, 2024])(
    'passes a KS test against the uniform closed form (seed %i)',
    (seed) => {
      const sorted = simulateAz(AZ, seed);
      expect(ksDistance(sorted, (t) => azCdf(t, AZ))).toBeLessThan(ksBound(SIM_CLIENTS));
    },
  );
});

describe('multi-region simulation against its closed form', () => {
  it('without stale resolvers: worst ≤ dns_i·dns_n + TTL = 45 s, and a KS fit to the trapezoid', () => {
    const c = { ...REGION, staleShare: 0 };
    for (const seed of [1, 7, 99]) {
      const sorted = simulateRegion(c, seed);
      expect(summarise(sorted).max).toBeLessThanOrEqual(45);
      expect(sorted[0]).toBeGreaterThan(10);
      expect(ksDistance(sorted, (t) => regionCdf(t, closed(c)))).toBeLessThan(ksBound(SIM_CLIENTS));
    }
    // Median of 10 + U(0,5) + U(0,30): 27.5 s.
    expect(summarise(simulateRegion(c, 1)).p50).toBeCloseTo(27.5, 0);
  });

  it('defaults (2% of clients holding up to 900 s): KS fit to the mixture, percentiles agree', () => {
    for (const seed of [1, 5, 123]) {
      const sorted = simulateRegion(REGION, seed);
      const cdf = (t: number) => regionCdf(t, closed(REGION));
      expect(ksDistance(sorted, cdf)).toBeLessThan(ksBound(SIM_CLIENTS));
      for (const q of [0.5, 0.9, 0.99]) expectQuantileAgrees(sorted, cdf, q);
      expect(summarise(sorted).max).toBeLessThanOrEqual(15 + 900);
    }
  });

  it('defaults: mean = 2.5·5 + (0.98·30 + 0.02·900)/2 = 36.2 s, within 4 standard errors', () => {
    const c = closed(REGION);
    expect(regionMean(c)).toBeCloseTo(36.2, 10);
    const means = [1, 2, 3].map((seed) => summarise(simulateRegion(REGION, seed)).mean);
    // SD of a client's time is about 91 s (the stale tail): SE ≈ 0.91 s at 10,000 clients.
    for (const m of means) expect(Math.abs(m - 36.2)).toBeLessThan(4 * 0.92);
  });

  it('the classic comparison in numbers: comparable medians, a far worse multi-region tail', () => {
    const az = summarise(simulateAz(AZ, DEFAULT_SEED));
    const region = summarise(simulateRegion(REGION, DEFAULT_SEED));
    // Closed forms (docs/models.md): AZ median (N − ½)·i = 25 s; region median ≈ 28 s. Within 30%.
    expect(Math.abs(region.p50 - az.p50) / az.p50).toBeLessThan(0.3);
    // AZ p99 ≈ 29.9 s; region p99 ≈ 7m 24s (the 2% stale clients' U(0, 900] hold): over ten times.
    expect(region.p99 / az.p99).toBeGreaterThan(10);
    expect(region.max).toBeGreaterThan(800);
  });

  it('the stale share is what is still on the old answer after the fresh clients moved', () => {
    const sorted = simulateRegion(REGION, DEFAULT_SEED);
    const c = closed(REGION);
    const n = SIM_CLIENTS;
    for (const t of [60, 300, 900]) {
      const expected = 1 - regionCdf(t, c);
      const sigma = Math.sqrt((c.stale * (expected / c.stale) * (1 - expected / c.stale)) / n);
      expect(Math.abs(shareAfter(sorted, t) - expected)).toBeLessThan(4 * sigma + 1 / n);
    }
    // After 60 s: every TTL-respecting client has moved; ≈ 2% × (1 − 47.5/900) ≈ 1.89% remain.
    expect(1 - regionCdf(60, c)).toBeCloseTo(0.02 * (1 - 47.5 / 900), 10);
  });

  it('stale=0.04, stale_max=1800 reproduces Flavel et al.: about 2% still stale after 15 min', () => {
    const c = { ...REGION, staleShare: 0.04, staleMax: 1800 };
    // Closed form: 0.04 × (1 − (900 − 12.5)/1800) = 2.03%; binomial sd over 400 stale ≈ 0.1 pt.
    expect(1 - regionCdf(900, closed(c))).toBeCloseTo(0.0203, 4);
    const share = shareAfter(simulateRegion(c, DEFAULT_SEED), 900);
    expect(Math.abs(share - 0.0203)).toBeLessThan(0.004);
    // With the defaults, none is left at 15 minutes (detection + 900 s at most 915 s, rare).
    expect(shareAfter(simulateRegion(REGION, DEFAULT_SEED), 900)).toBeLessThan(0.001);
  });

  it('a TTL of 0 with no stale resolvers is detection alone', () => {
    const sorted = simulateRegion({ ...REGION, ttl: 0, staleShare: 0 }, 3);
    expect(sorted[0]).toBeGreaterThan(10);
    expect(summarise(sorted).max).toBeLessThanOrEqual(15);
  });

  it('stale_max below the TTL leaves those resolvers on the TTL', () => {
    const a = simulateRegion({ ...REGION, staleMax: 10 }, 4);
    const b = simulateRegion({ ...REGION, staleShare: 0 }, 4);
    expect(a).toEqual(b);
  });

  it('holds exactly round(share × clients) stale clients', () => {
    expect(staleClients(0.02, 10_000)).toBe(200);
    expect(staleClients(1, 10_000)).toBe(10_000);
    expect(staleClients(0, 10_000)).toBe(0);
    expect(staleClients(0.00004, 10_000)).toBe(0);
  });
});

describe('determinism', () => {
  it('the same seed gives the same clients; another seed, others', () => {
    expect(simulateAz(AZ, 11)).toEqual(simulateAz(AZ, 11));
    expect(simulateRegion(REGION, 11)).toEqual(simulateRegion(REGION, 11));
    expect(simulateRegion(REGION, 12)).not.toEqual(simulateRegion(REGION, 11));
  });
});

describe('the multi-region tail, with a million clients', () => {
  /**
   * The multi-region tail, tested tightly: a million clients, so 20,000 hold a stale answer, and
   * the share still waiting at each time is checked against the mixture's closed form within four
   * binomial standard errors. The same bounds are then shown to reject a model whose stale hold is
   * 5% shorter (U(0, 855] instead of U(0, 900]) or whose stale share is 5% larger: the test can fail.
   */
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

describe('failover-time properties', () => {
  /** Few clients per run: properties hold for any sample size, and many runs stay fast. */
  const N = 400;

  const interval = fc.double({ min: 0.1, max: 120, noNaN: true });
  const threshold = fc.integer({ min: 1, max: 100 });
  const seconds = fc.double({ min: 0, max: 3600, noNaN: true });
  const share = fc.double({ min: 0, max: 1, noNaN: true });
  const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });

  const az = fc.record({ interval, threshold, drain: seconds });
  const region = fc.record({
    interval,
    threshold,
    ttl: seconds,
    staleShare: share,
    staleMax: seconds,
  });

  const ordered = (s: ReturnType<typeof summarise>) =>
    s.p50 <= s.p90 && s.p90 <= s.p99 && s.p99 <= s.max;

  /** Every element of a is at most the same-rank element of b. */
  function dominated(a: Float64Array, b: Float64Array): boolean {
    return a.every((x, i) => x <= (b[i] ?? Number.NaN));
  }

  it('percentiles are ordered: p50 ≤ p90 ≤ p99 ≤ worst, for both paths', () => {
    fc.assert(
      fc.property(az, region, seed, (a, r, s) => {
        expect(ordered(summarise(simulateAz(a, s, N)))).toBe(true);
        expect(ordered(summarise(simulateRegion(r, s, N)))).toBe(true);
      }),
    );
  });

  it('every client lies within the closed-form bounds of its path', () => {
    fc.assert(
      fc.property(az, region, seed, (a, r, s) => {
        const azTimes = simulateAz(a, s, N);
        expect(azTimes[0]).toBeGreaterThanOrEqual((a.threshold - 1) * a.interval);
        expect(summarise(azTimes).max).toBeLessThanOrEqual(a.interval * a.threshold * (1 + 1e-12));
        // The on-paper figure, drain included, is an upper bound for every client.
        expect(summarise(azTimes).max).toBeLessThanOrEqual(azFailoverOnPaper(a) * (1 + 1e-12));
        const longest = staleClients(r.staleShare, N) > 0 ? Math.max(r.ttl, r.staleMax) : r.ttl;
        const regionTimes = simulateRegion(r, s, N);
        expect(regionTimes[0]).toBeGreaterThanOrEqual((r.threshold - 1) * r.interval);
        expect(summarise(regionTimes).max).toBeLessThanOrEqual(
          (r.interval * r.threshold + longest) * (1 + 1e-12),
        );
        // With no stale clients, the on-paper figure is the worst case.
        if (longest === r.ttl) {
          expect(summarise(regionTimes).max).toBeLessThanOrEqual(
            regionFailoverOnPaper(r) * (1 + 1e-12),
          );
        }
      }),
    );
  });

  it('multi-AZ failover time grows with the interval and the threshold, and new requests do not wait for the drain', () => {
    fc.assert(
      fc.property(
        az,
        interval,
        fc.integer({ min: 0, max: 20 }),
        seconds,
        seed,
        (a, di, dn, dd, s) => {
          const base = simulateAz(a, s, N);
          expect(dominated(base, simulateAz({ ...a, interval: a.interval + di }, s, N))).toBe(true);
          expect(dominated(base, simulateAz({ ...a, threshold: a.threshold + dn }, s, N))).toBe(
            true,
          );
          expect(simulateAz({ ...a, drain: a.drain + dd }, s, N)).toEqual(base);
        },
      ),
    );
  });

  it('multi-region failover time grows with the interval, the threshold, the TTL and the stale share', () => {
    fc.assert(
      fc.property(
        region,
        interval,
        fc.integer({ min: 0, max: 20 }),
        seconds,
        share,
        seed,
        (r, di, dn, dt, ds, s) => {
          const base = simulateRegion(r, s, N);
          const more = (change: Partial<typeof r>) =>
            dominated(base, simulateRegion({ ...r, ...change }, s, N));
          expect(more({ interval: r.interval + di })).toBe(true);
          expect(more({ threshold: r.threshold + dn })).toBe(true);
          expect(more({ ttl: r.ttl + dt })).toBe(true);
          expect(more({ staleShare: Math.min(1, r.staleShare + ds) })).toBe(true);
          expect(more({ staleMax: r.staleMax + dt })).toBe(true);
        },
      ),
    );
  });

  it('is deterministic for a seed', () => {
    fc.assert(
      fc.property(az, region, seed, (a, r, s) => {
        expect(simulateAz(a, s, N)).toEqual(simulateAz(a, s, N));
        expect(simulateRegion(r, s, N)).toEqual(simulateRegion(r, s, N));
      }),
      { numRuns: runs(30) },
    );
  });
});
