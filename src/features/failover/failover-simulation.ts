import {
  cdfPoints,
  quantileInterval,
  summarise,
  type CdfPoint,
  type Summary,
} from '@/core/failover/distribution';
import { budgetShare } from '@/core/failover/on-paper';
import { simulateAz, simulateRegion } from '@/core/failover/simulate';
import type { FailoverModel } from './failover-model';
import { memoLast } from './memo-last';

/** One path's simulated failover times over clients, summarised and ready to draw. */
export interface PathDistribution {
  /** Failover time of each simulated client, ascending, seconds. */
  readonly sorted: Float64Array;
  readonly summary: Summary;
  readonly points: readonly CdfPoint[];
  /** 95% confidence intervals of the simulated percentiles: what another seed could give. */
  readonly intervals: Readonly<Record<'p50' | 'p90' | 'p99', readonly [number, number]>>;
}

function describe(sorted: Float64Array): PathDistribution {
  return {
    sorted,
    summary: summarise(sorted),
    points: cdfPoints(sorted),
    intervals: {
      p50: quantileInterval(sorted, 0.5),
      p90: quantileInterval(sorted, 0.9),
      p99: quantileInterval(sorted, 0.99),
    },
  };
}

const azPath = memoLast((interval: number, threshold: number, drain: number, seed: number) =>
  describe(simulateAz({ interval, threshold, drain }, seed)),
);

const regionPath = memoLast(
  (
    interval: number,
    threshold: number,
    ttl: number,
    staleShare: number,
    staleMax: number,
    seed: number,
  ) => describe(simulateRegion({ interval, threshold, ttl, staleShare, staleMax }, seed)),
);

export interface Simulated {
  readonly az: PathDistribution | null;
  readonly region: PathDistribution | null;
}

let lastSimulated: Simulated = { az: null, region: null };

/**
 * Runs (or reuses) each path's simulation when its settings and the seed are valid. The same
 * object comes back while neither path changed, so the chart and tables below skip their work.
 */
export function simulatePaths(model: FailoverModel): Simulated {
  const { az, region, seed } = model;
  const next: Simulated = {
    az: az && seed !== null ? azPath(az.interval, az.threshold, az.drain, seed) : null,
    region:
      region && seed !== null
        ? regionPath(
            region.interval,
            region.threshold,
            region.ttl,
            region.staleShare,
            region.staleMax,
            seed,
          )
        : null,
  };
  if (next.az !== lastSimulated.az || next.region !== lastSimulated.region) lastSimulated = next;
  return lastSimulated;
}

/** The share of the yearly budget that `failovers` failovers of `seconds` each spend, or null. */
export function shareOfBudget(model: FailoverModel, seconds: number | null): number | null {
  const { failoversPerYear, budgetYear } = model;
  if (seconds === null || failoversPerYear === null || budgetYear === null) return null;
  return budgetShare(failoversPerYear, seconds, budgetYear);
}
