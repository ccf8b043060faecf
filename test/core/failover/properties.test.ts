import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarise } from '@/core/failover/distribution';
import { azFailoverOnPaper, regionFailoverOnPaper } from '@/core/failover/on-paper';
import { simulateAz, simulateRegion, staleClients } from '@/core/failover/simulate';
import { runs } from '../property-runs';

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

describe('failover-time properties', () => {
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
