import { describe, expect, it } from 'vitest';
import { createRecoveryTask, type RecoveryStrategyResult } from '@/core/retries/recovery';
import { runToEnd } from '@/core/sim/task';
import { recoveryBarFactor } from '@/features/retries/recovery-bars';
import {
  recoverySeries,
  recoveryTable,
  type RecoverySeries,
} from '@/features/retries/recovery-data';

/**
 * The panel's recovery example: 1000 clients, down for 5 s, then 500 requests/s admitted per
 * 0.1 s window (50 a window), 6 attempts, base 1 s, cap 20 s, no Retry-After.
 */
const PARAMS = {
  clients: 1000,
  outage: 5,
  capacity: 500,
  attempts: 6,
  base: 1,
  cap: 20,
  retryAfter: null,
  bucket: 0.1,
  seed: 1,
  strategies: ['exponential', 'full'] as const,
};
const run = runToEnd(createRecoveryTask(PARAMS));
// As the panel does: one bar width for both charts, from the longer run.
const longest = run.strategies.reduce((m, r) => Math.max(m, r.windows), 1);
const factor = recoveryBarFactor(longest);
const bars = Math.ceil(longest / factor);

function of(strategy: string): { result: RecoveryStrategyResult; series: RecoverySeries } {
  const result = run.strategies.find((s) => s.strategy === strategy);
  if (!result) throw new Error(`no ${strategy}`);
  return { result, series: recoverySeries(result, 6, 0.1, factor, bars) };
}

describe('recovery chart series', () => {
  it('no jitter, worked by hand: six waves at 0, 2, 6, 14, 30 and 50 s', () => {
    // Retry k waits min(20, 2^k) s: attempts at 0, 2, 2 + 4 = 6, 6 + 8 = 14, 14 + 16 = 30,
    // 30 + 20 = 50. The outage rejects the first two waves whole; from 6 s each wave lands in one
    // window, which admits 50: 1000, 1000, 1000, 950, 900, 850 arrivals in 0.1 s, i.e. ×10 per s.
    const table = recoveryTable('No jitter', of('exponential').series);
    expect(table.rows.map((r) => [r[1]?.value, r[2]?.value, r[3]?.value])).toEqual([
      [0, 1, 10_000],
      [2, 2, 10_000],
      [6, 3, 10_000],
      [14, 4, 9_500],
      [30, 5, 9_000],
      [50, 6, 8_500],
    ]);
    // Each busiest window lies in its bar.
    for (const r of table.rows) {
      const from = r[0]?.value ?? NaN;
      const busiest = r[1]?.value ?? NaN;
      expect(busiest).toBeGreaterThanOrEqual(from - 1e-9);
      expect(busiest).toBeLessThan(from + factor * 0.1);
    }
    // The no-jitter run is the longer, windows 0 … 500: ⌈501 / 90⌉ = 6 windows, 0.6 s, a bar, so
    // the wave at 14 s is drawn in the bar from 23 × 0.6 = 13.8 s.
    expect(factor).toBe(6);
    expect(table.rows[3]?.map((c) => c.text)).toEqual(['13.8', '14', '4', '9,500']);
  });

  it('each bar is its busiest window: rates × bucket sum to the most arrivals of any window in it', () => {
    for (const strategy of ['exponential', 'full']) {
      const { result, series } = of(strategy);
      series.bars.forEach((bar, i) => {
        let most = 0;
        for (let w = i * factor; w < (i + 1) * factor; w++) {
          let sum = 0;
          for (let a = 0; a < 6; a++) sum += result.arrivals[w * 6 + a] ?? 0;
          most = Math.max(most, sum);
        }
        const drawn = bar.rates.reduce((s, r) => s + r, 0) * 0.1;
        expect(Math.abs(drawn - most)).toBeLessThan(1e-6);
      });
    }
  });

  it('full jitter: the first window holds all 1000 first attempts and ~5% of the first retries', () => {
    // Retry 1 waits U(0, 2) s: P(< 0.1 s) = 0.05, so 50 of 1000 in window 0, ±4 standard errors.
    const first = of('full').series.bars[0];
    expect(first?.busiest).toBe(0);
    expect(first?.rates[0]).toBe(10_000);
    const tolerance = (4 * Math.sqrt(1000 * 0.05 * 0.95)) / 0.1;
    expect(Math.abs((first?.rates[1] ?? 0) - 500)).toBeLessThan(tolerance);
  });

  it('the table lists one row per drawn segment (attempts with none left out)', () => {
    const { series } = of('full');
    const segments = series.bars.reduce((n, b) => n + b.rates.filter((r) => r > 0).length, 0);
    const table = recoveryTable('Full jitter', series);
    expect(table.rows).toHaveLength(segments);
    expect(table.columns).toEqual([
      'Bar from (s)',
      'Busiest window from (s)',
      'Attempt (number)',
      'Rate (requests/s)',
    ]);
    expect(table.rows[0]?.map((c) => c.text)).toEqual(['0', '0', '1', '10,000']);
  });
});
