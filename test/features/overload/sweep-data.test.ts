import { describe, expect, it } from 'vitest';
import { OVERLOAD_DEFAULTS, parseOverloadInputs } from '@/core/overload/params';
import { createSweepTask } from '@/core/overload/sweep';
import type { SweepResult } from '@/core/overload/types';
import { runToEnd } from '@/core/sim/task';
import { sweepSeries, sweepTable } from '@/features/overload/sweep-data';

/** The panel's default sweep (100 clients, 1000 requests/s, m = 3), 20 s per cell instead of 60. */
function defaultSweep(): SweepResult {
  const job = parseOverloadInputs({ ...OVERLOAD_DEFAULTS, duration: '20' }).job;
  if (job?.mode !== 'overload-sweep') throw new Error('the default sweep did not parse');
  return runToEnd(createSweepTask(job.params));
}
const result = defaultSweep();
const loads = sweepSeries(result, 'load');
const successes = sweepSeries(result, 'success');

/** 20 s at 1000 requests/s: about 20,000 logical requests per point. */
const N = 20_000;
const GRID = Array.from({ length: 21 }, (_, i) => i / 20);

/** Plain retries, m = 3 attempts: A = 1, 2 or 3 with P = 1 − f, f(1 − f), f². */
function attemptsMoments(f: number): { mean: number; sd: number } {
  const p = [1 - f, f * (1 - f), f * f];
  const mean = p[0]! + 2 * p[1]! + 3 * p[2]!;
  const square = p[0]! + 4 * p[1]! + 9 * p[2]!;
  return { mean, sd: Math.sqrt(square - mean * mean) };
}

describe('sweep chart series', () => {
  it('has one point per f = 0, 0.05, …, 1 and one line per policy', () => {
    expect(loads.map((r) => r.f)).toEqual(GRID.map((f) => expect.closeTo(f, 12) as number));
    for (const r of loads) expect(r.values.size).toBe(8);
  });

  it('no retries: load exactly 1, success 1 − f within 4 standard errors', () => {
    loads.forEach((r, i) => {
      expect(r.values.get('none')).toBe(1);
      const f = GRID[i]!;
      const s = successes[i]?.values.get('none') ?? NaN;
      expect(Math.abs(s - (1 - f))).toBeLessThanOrEqual(4 * Math.sqrt((f * (1 - f)) / N) + 1e-12);
    });
  });

  it('plain retries: load (1 − f³) / (1 − f) and success 1 − f³, within 4 standard errors', () => {
    loads.forEach((r, i) => {
      const f = GRID[i]!;
      const { mean, sd } = attemptsMoments(f);
      expect(Math.abs((r.values.get('retries') ?? NaN) - mean)).toBeLessThanOrEqual(
        (4 * sd) / Math.sqrt(N) + 1e-12,
      );
      const success = 1 - f ** 3;
      expect(Math.abs((successes[i]?.values.get('retries') ?? NaN) - success)).toBeLessThanOrEqual(
        4 * Math.sqrt((success * (1 - success)) / N) + 1e-12,
      );
    });
    // The ends are exact: nothing fails at f = 0, everything is tried three times at f = 1.
    expect(loads[0]?.values.get('retries')).toBe(1);
    expect(loads[20]?.values.get('retries')).toBe(3);
    expect(successes[20]?.values.get('retries')).toBe(0);
  });

  it('budgets bound the load: Finagle ≤ 1 + 20% + 100 × 10 / 1000 = 2.2, gRPC ~1 above f = 0.15', () => {
    for (const r of loads) expect(r.values.get('finagle')).toBeLessThanOrEqual(2.2);
    for (const r of loads.filter((x) => x.f >= 0.15)) {
      expect(r.values.get('grpc')).toBeLessThan(1.1);
    }
  });

  it('the tables: a row per f, a column per line, in the panel’s formats', () => {
    const load = sweepTable(result, loads, 'load');
    expect(load.rows).toHaveLength(21);
    expect(load.columns).toEqual([
      'Failure ratio f',
      'No retries (×)',
      'Plain retries (×)',
      'gRPC retry throttling (×)',
      'AWS retry quota (2026) (×)',
      'AWS retry quota (before 2026) (×)',
      'Finagle RetryBudget (×)',
      'Breaker on retries (×)',
      'Breaker on every call (×)',
    ]);
    expect(load.rows.map((r) => r[0]?.text)).toEqual(GRID.map((f) => String(f)));
    expect(load.rows[20]?.slice(0, 3).map((c) => c.text)).toEqual(['1', '1', '3']);
    const success = sweepTable(result, successes, 'success');
    expect(success.columns[1]).toBe('No retries (%)');
    expect(success.rows[20]?.[1]).toEqual({ text: '0%', value: 0 });
    expect(success.rows[0]?.[2]).toEqual({ text: '100%', value: 1 });
  });
});
