import { describe, expect, it } from 'vitest';
import { formatPercent as formatShare } from '@/core/format';
import { defaultsOf } from '@/core/fields/schema';
import { FAILOVER_FIELDS } from '@/core/failover/fields';
import { chartData, failoverTable } from '@/features/failover/failover-chart-data';
import { deriveFailover } from '@/features/failover/failover-model';
import { simulatePaths } from '@/features/failover/failover-simulation';

const DEFAULTS = defaultsOf(FAILOVER_FIELDS);

/**
 * P(X + Y ≤ x) for independent X ~ U(0, a) and Y ~ U(0, b), by hand: the area of the part of the
 * a × b rectangle under the line X + Y = x, from the ramp R(y) = max(0, y)²/2 by inclusion-exclusion.
 */
function sumOfUniforms(x: number, a: number, b: number): number {
  const r = (y: number) => Math.max(0, y) ** 2 / 2;
  return (r(x) - r(x - a) - r(x - b) + r(x - a - b)) / (a * b);
}

/**
 * The worked example in closed form. Multi-AZ: detection i·(n − u), u ~ U(0, 1], with i = 10 s,
 * n = 3, is U(20, 30). Multi-region: detection U(10, 15) (5 s × 3) plus what is left of the cached
 * answer, U(0, 30) for 98% of clients and U(0, 900) for the 2% behind stale resolvers.
 */
const azCdf = (t: number) => Math.min(1, Math.max(0, (t - 20) / 10));
const regionCdf = (t: number) =>
  0.98 * sumOfUniforms(t - 10, 5, 30) + 0.02 * sumOfUniforms(t - 10, 5, 900);

/** The t where a CDF reaches q, by bisection. */
function quantileOf(cdf: (t: number) => number, q: number, lo = 0, hi = 2000): number {
  for (let k = 0; k < 100; k++) {
    const mid = (lo + hi) / 2;
    if (cdf(mid) < q) lo = mid;
    else hi = mid;
  }
  return lo;
}

function defaultTable() {
  const data = chartData(simulatePaths(deriveFailover(DEFAULTS)));
  const table = failoverTable(data);
  if (!data || !table) throw new Error('no chart data');
  return { data, table };
}

/** The table row whose time is closest to t. */
const rowNear = (rows: ReturnType<typeof defaultTable>['table']['rows'], t: number) =>
  rows.reduce((best, r) =>
    Math.abs(Number(r[0]?.value) - t) < Math.abs(Number(best[0]?.value) - t) ? r : best,
  );

describe('failover chart data', () => {
  it('has one row per point the lines pass through, with a column per path', () => {
    const { data, table } = defaultTable();
    expect(table.rows).toHaveLength(data.rows.length);
    expect(table.columns).toEqual([
      'Time since the failure (h m s)',
      'Multi-AZ (load balancer): failed over (%)',
      'Multi-region (DNS): failed over (%)',
    ]);
    expect(table.rows[0]?.map((c) => c.value)).toEqual([10, 0, 0]);
    expect(
      table.rows
        .at(-1)
        ?.slice(1)
        .map((c) => c.value),
    ).toEqual([1, 1]);
  });

  it('follows the closed-form CDFs everywhere (10,000 clients: within 0.02, a 99.9% DKW band)', () => {
    const { table } = defaultTable();
    for (const row of table.rows) {
      const t = Number(row[0]?.value);
      expect(Math.abs(Number(row[1]?.value) - azCdf(t))).toBeLessThan(0.02);
      expect(Math.abs(Number(row[2]?.value) - regionCdf(t))).toBeLessThan(0.02);
    }
  });

  it('reaches one half at the closed-form medians: 25 s multi-AZ, about 28.5 s multi-region', () => {
    const { table } = defaultTable();
    const azMedian = quantileOf(azCdf, 0.5);
    const regionMedian = quantileOf(regionCdf, 0.5);
    expect(azMedian).toBeCloseTo(25, 9);
    expect(regionMedian).toBeGreaterThan(27);
    expect(regionMedian).toBeLessThan(30);
    expect(Math.abs(Number(rowNear(table.rows, azMedian)[1]?.value) - 0.5)).toBeLessThan(0.03);
    expect(Math.abs(Number(rowNear(table.rows, regionMedian)[2]?.value) - 0.5)).toBeLessThan(0.03);
  });

  it('keeps the stale tail: beyond 55 s only the 2% behind stale resolvers are left', () => {
    // Past 10 + 5 + 30 = 45 s every other client has moved; the stale 200 of 10,000 spread over
    // 900 s, so at t the CDF is 0.98 + 0.02·P(U(0,5) + U(0,900) ≤ t − 10), sd ≤ 0.0007.
    const { table } = defaultTable();
    const tail = table.rows.filter((r) => Number(r[0]?.value) > 55);
    expect(tail.length).toBeGreaterThan(20);
    for (const row of tail) {
      expect(Math.abs(Number(row[2]?.value) - regionCdf(Number(row[0]?.value)))).toBeLessThan(
        0.004,
      );
    }
    expect(Number(rowNear(table.rows, 460)[2]?.value)).toBeCloseTo(0.98 + 0.02 * (447.5 / 900), 2);
  });

  it('shows the shares as percentages and drops the column of an invalid path', () => {
    const { table } = defaultTable();
    expect(table.rows.at(-1)?.[1]?.text).toBe('100%');
    expect(table.rows[0]?.[0]?.text).toBe('10s');
    const one = failoverTable(chartData(simulatePaths(deriveFailover({ ...DEFAULTS, az_i: '0' }))));
    expect(one?.columns).toEqual([
      'Time since the failure (h m s)',
      'Multi-region (DNS): failed over (%)',
    ]);
    expect(failoverTable(null)).toBeNull();
  });

  it('chart data: both CDFs on one log axis from 10 s to 15 min, rising to 1', () => {
    const data = chartData(simulatePaths(deriveFailover(DEFAULTS)));
    if (!data) throw new Error('no chart data');
    expect(data.domain).toEqual([10, 1800]);
    expect(data.rows[0]).toEqual({ t: 10, az: 0, region: 0 });
    const last = data.rows.at(-1);
    expect(last?.az).toBe(1);
    expect(last?.region).toBe(1);
    // Past 40 s every multi-AZ client has moved. Multi-region, in closed form at x = t − 10 s
    // (between 30 and 35 s): 0.98 × (1 − (35 − x)²/(2·5·30)) + 0.02 × (x − 2.5)/900; at 40 s
    // that is 0.8989. Binomial sd ≈ 0.003.
    const at = data.rows.find((r) => r.t > 40 && r.t < 45);
    if (!at) throw new Error('no point between 40 and 45 s');
    const x = at.t - 10;
    const expected = 0.98 * (1 - (35 - x) ** 2 / 300) + (0.02 * (x - 2.5)) / 900;
    expect(at.az).toBe(1);
    expect(Math.abs((at.region ?? 0) - expected)).toBeLessThan(0.012);
    expect(data.ticks.every((t) => t >= 10 && t <= 1800)).toBe(true);
  });

  it('chart data keeps the valid path when the other is invalid, and is null with neither', () => {
    const one = chartData(simulatePaths(deriveFailover({ ...DEFAULTS, az_i: '0' })));
    expect(one?.rows.every((r) => r.az === undefined && r.region !== undefined)).toBe(true);
    expect(chartData(simulatePaths(deriveFailover({ ...DEFAULTS, az_i: '0', seed: 'x' })))).toBe(
      null,
    );
  });
});

/**
 * The shares this panel writes (the chart's table above, the budget shares and the clients still
 * failing in results.ts, the comparison) are core/format's formatPercent, checked here on the
 * panel's own figures: 160 s of a 3,153.6 s budget, and shares far past 100% or far below 1%.
 */
describe('formatPercent, as the failover panel writes shares', () => {
  it('formats shares with three significant digits', () => {
    expect(formatShare(160 / 3153.6)).toBe('5.07%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(11.4155)).toBe('1,140%');
    expect(formatShare(1e19)).toBe('1,000,000,000,000,000,000,000%');
    expect(formatShare(4.8e-9)).toBe('4.8 × 10⁻⁷%');
    expect(formatShare(0.000123456)).toBe('0.0123%');
  });
});
