import { describe, expect, it, vi } from 'vitest';
import { chartData } from '@/features/failover/failover-chart-data';
import { comparisonMarkdown } from '@/features/failover/comparison-rows';
import { formatPercent as formatShare } from '@/core/format';
import { deriveFailover } from '@/features/failover/failover-model';
import { simulatePaths } from '@/features/failover/failover-simulation';
import { memoLast } from '@/features/failover/memo-last';
import { defaultsOf } from '@/core/fields/schema';
import { FAILOVER_FIELDS } from '@/core/failover/fields';

const DEFAULTS = defaultsOf(FAILOVER_FIELDS);

describe('failover panel helpers', () => {
  it('memoLast re-runs only when an argument changes', () => {
    const fn = vi.fn((a: number, b: number) => ({ sum: a + b }));
    const memo = memoLast(fn);
    const first = memo(1, 2);
    expect(memo(1, 2)).toBe(first);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(memo(1, 3).sum).toBe(4);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('typing in an unrelated field reuses both simulations', () => {
    const a = simulatePaths(deriveFailover(DEFAULTS));
    const b = simulatePaths(deriveFailover({ ...DEFAULTS, writes: '5000', a: '99.9' }));
    expect(b).toBe(a);
    const c = simulatePaths(deriveFailover({ ...DEFAULTS, ttl: '60' }));
    expect(c.az?.sorted).toBe(a.az?.sorted);
    expect(c.region?.sorted).not.toBe(a.region?.sorted);
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

  it('Markdown escapes pipes inside cells', () => {
    expect(comparisonMarkdown([{ aspect: 'a|b', az: 'x', region: 'y' }])).toContain('| a\\|b |');
  });

  it('formats shares with three significant digits', () => {
    expect(formatShare(160 / 3153.6)).toBe('5.07%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(11.4155)).toBe('1,140%');
    expect(formatShare(1e19)).toBe('1,000,000,000,000,000,000,000%');
    expect(formatShare(4.8e-9)).toBe('4.8 × 10⁻⁷%');
    expect(formatShare(0.000123456)).toBe('0.0123%');
  });
});
