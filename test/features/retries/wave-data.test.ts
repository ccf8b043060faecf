import { describe, expect, it } from 'vitest';
import { runToEnd } from '@/core/sim/task';
import { createWaveTask, type WaveResult } from '@/core/retries/wave';
import { waveSeries, waveTable, type WaveSeries } from '@/features/retries/wave-data';

/** The panel's worked example: 1000 clients making retry 3, base 1 s, cap 20 s, 0.1 s buckets. */
const PARAMS = { clients: 1000, attempt: 3, base: 1, cap: 20, bucket: 0.1, seed: 1 };
const run: WaveResult = runToEnd(createWaveTask(PARAMS));

function seriesOf(strategy: string): WaveSeries {
  const s = run.strategies.find((x) => x.strategy === strategy);
  if (!s) throw new Error(`no ${strategy}`);
  return waveSeries(s.histogram.counts, s.histogram.bucket);
}

const drawn = (s: WaveSeries) => s.bars.filter((b) => b.count > 0);
const total = (s: WaveSeries) => s.bars.reduce((sum, b) => sum + b.count, 0);

describe('wave chart series', () => {
  it('merges buckets by hand-worked sums: 161 buckets of i arrivals → 54 bars of 3 buckets', () => {
    // 161 buckets need a factor of ⌈161 / 80⌉ = 3: bar j holds 3j + (3j + 1) + (3j + 2) = 9j + 3,
    // and the last, bar 53, only buckets 159 and 160: 319, ending at 161 × 0.5 s.
    const s = waveSeries(
      Array.from({ length: 161 }, (_, i) => i),
      0.5,
    );
    expect(s.factor).toBe(3);
    expect(s.width).toBe(1.5);
    expect(s.bars).toHaveLength(54);
    expect(s.bars[0]).toEqual({ from: 0, to: 1.5, count: 3 });
    expect(s.bars[10]).toEqual({ from: 15, to: 16.5, count: 93 });
    expect(s.bars[53]).toEqual({ from: 79.5, to: 80.5, count: 319 });
  });

  it('full jitter: the bars sum to the clients and every drawn bar lies within [0, v = 8 s)', () => {
    // v = min(20, 1 · 2³) = 8 s. The shared axis runs to decorrelated jitter's bound min(20, 3³)
    // = 20 s: 201 buckets, merged 3 to a bar (⌈201 / 80⌉), so bars of 0.3 s.
    const s = seriesOf('full');
    expect(s.width).toBeCloseTo(0.3, 12);
    expect(total(s)).toBe(1000);
    for (const b of drawn(s)) {
      expect(b.from).toBeGreaterThanOrEqual(0);
      expect(b.from).toBeLessThan(8);
    }
    // ⌈8 / 0.3⌉ = 27 bars drawn: none of them is empty at 37.5 expected arrivals each.
    expect(drawn(s)).toHaveLength(27);
  });

  it('full jitter: each whole bar holds n·w/v = 37.5 arrivals within 4 standard errors', () => {
    const s = seriesOf('full');
    const p = 0.3 / 8;
    const tolerance = 4 * Math.sqrt(1000 * p * (1 - p)); // 4 × 6.0 arrivals
    for (const b of s.bars.slice(0, 26)) expect(Math.abs(b.count - 37.5)).toBeLessThan(tolerance);
    // The 27th bar, [7.8, 8.1), only overlaps [0, 8) by 0.2 s: 1000 · 0.2 / 8 = 25.
    const q = 0.2 / 8;
    expect(Math.abs((s.bars[26]?.count ?? 0) - 25)).toBeLessThan(4 * Math.sqrt(1000 * q * (1 - q)));
  });

  it('no jitter sends all 1000 at v = 8 s: one bar, [7.8, 8.1); constant sends them at 0', () => {
    const exponential = drawn(seriesOf('exponential'));
    expect(exponential).toHaveLength(1);
    expect(exponential[0]?.count).toBe(1000);
    expect(exponential[0]?.from).toBeCloseTo(7.8, 9);
    const constant = drawn(seriesOf('constant'));
    expect(constant).toEqual([{ from: 0, to: expect.closeTo(0.3, 9) as number, count: 1000 }]);
  });

  it('equal jitter stays within [v/2, v] = [4, 8] s, so its first drawn bar is [3.9, 4.2)', () => {
    const s = seriesOf('equal');
    expect(total(s)).toBe(1000);
    const bars = drawn(s);
    expect(bars[0]?.from).toBeCloseTo(3.9, 9);
    for (const b of bars) expect(b.from).toBeLessThan(8);
  });

  it('the table has one row per drawn bar, in seconds and clients, and sums to the clients', () => {
    const table = waveTable('Full jitter', seriesOf('full'));
    expect(table.columns).toEqual(['From (s)', 'To (s)', 'Arrivals (clients)']);
    expect(table.rows).toHaveLength(27);
    expect(table.rows[1]?.slice(0, 2).map((c) => c.text)).toEqual(['0.3', '0.6']);
    expect(table.rows.reduce((sum, r) => sum + (r[2]?.value ?? 0), 0)).toBe(1000);
    for (const r of table.rows) expect(r[2]?.text).toBe(String(r[2]?.value));
    const exponential = waveTable('No jitter', seriesOf('exponential'));
    expect(exponential.rows.map((r) => r.map((c) => c.text))).toEqual([['7.8', '8.1', '1,000']]);
  });
});
