/**
 * rate() against hand-computed cases of Prometheus' extrapolatedRate (promql/functions.go). Each
 * case writes its arithmetic: increase, gaps to the window's edges, the 1.1 × average-interval
 * threshold, the zero point, and the extrapolated increase over the window.
 */
import { describe, expect, it } from 'vitest';
import { prepareSeries } from '@/core/backtest/prepare';
import { durationSeconds, PROMETHEUS_2_42, PROMETHEUS_3, rateAt } from '@/core/backtest/rate';
import { series } from './fixtures';

/** rate(s[w]) at `end`, times in seconds. */
function rate(t: number[], v: number[], end: number, w: number, semantics = PROMETHEUS_2_42) {
  return rateAt(prepareSeries(series({}, t, v)), end * 1000, w * 1000, semantics);
}

const T = [10, 20, 30, 40, 50];

describe('rate() as Prometheus 2.42 computes it', () => {
  it('extrapolates a near edge fully and a far one by half an interval', () => {
    // Range [−5, 55] holds all five samples: increase 140 − 100 = 40 over sampled 40 s, average
    // interval 10 s, threshold 11 s. Start gap 15 s ≥ 11 → 5 s (half an interval); the zero point
    // is 40 × 100/40 = 100 s away, no cut. End gap 5 s < 11 → 5 s. Extrapolated: 40 × (40 + 5 + 5)
    // / 40 = 50 over 60 s.
    expect(rate(T, [100, 110, 120, 130, 140], 55, 60)).toBeCloseTo(50 / 60, 15);
    // Range [5, 55]: both gaps 5 s < 11 → 40 × 50/40 = 50 over 50 s.
    expect(rate(T, [100, 110, 120, 130, 140], 55, 50)).toBe(1);
  });

  it('never extrapolates the counter below zero (the zero point), before the threshold in 2.42', () => {
    // Values 8 … 48: increase 40, the zero point 40 × 8/40 = 8 s before the first sample.
    // 2.42: start gap min(15, 8) = 8 < 11 → 8 s: 40 × (40 + 8 + 5)/40 = 53 over 60 s.
    expect(rate(T, [8, 18, 28, 38, 48], 55, 60)).toBeCloseTo(53 / 60, 15);
    // Prometheus 3 (#13725): 15 ≥ 11 → 5 s first, then min(5, 8) = 5: 50 over 60 s.
    expect(rate(T, [8, 18, 28, 38, 48], 55, 60, PROMETHEUS_3)).toBeCloseTo(50 / 60, 15);
    // Values 5 … 45: zero point 5 s, under both orders: 40 × (40 + 5 + 5)/40 = 50 over 60 s.
    expect(rate(T, [5, 15, 25, 35, 45], 55, 60)).toBeCloseTo(50 / 60, 15);
    // A counter starting at 0 is not extrapolated back at all: 40 × (40 + 0 + 5)/40 = 45.
    expect(rate(T, [0, 10, 20, 30, 40], 55, 60)).toBeCloseTo(45 / 60, 15);
  });

  it('adds the value before each drop (a counter reset)', () => {
    // 100, 110, 5, 15, 25 over the closed range [10, 50]: 25 − 100 + 110 = 35 (increases 10, 5,
    // 10, 10); both gaps 0 s; zero point 40 × 100/35 s away. 35 over 40 s.
    expect(rate(T, [100, 110, 5, 15, 25], 50, 40)).toBe(35 / 40);
    // Two resets: 50, 3, 1, 4 at 10 … 40, range [10, 40]: 4 − 50 + 50 + 3 = 7 over 30 s.
    expect(rate([10, 20, 30, 40], [50, 3, 1, 4], 40, 30)).toBe(7 / 30);
  });

  it('extrapolates by half an interval past a gap longer than 1.1 × the average interval', () => {
    // Samples 0, 10, 12 at 0, 10, 20 s; window 60 s at 60: closed range [0, 60] holds all three.
    // Increase 12, sampled 20 s, average 10 s, threshold 11 s. Start gap 0 (zero point 0 too).
    // End gap 40 s ≥ 11 → 5 s. 12 × (20 + 0 + 5)/20 = 15 over 60 s.
    expect(rate([0, 10, 20], [0, 10, 12], 60, 60)).toBe(15 / 60);
    // Prometheus 3's range (0, 60] leaves out the sample at 0: increase 2 over 10 s, start gap
    // 10 s < 11 (zero point 10 × 10/2 = 50 s, no cut), end gap 40 → 5: 2 × 25/10 = 5 over 60 s.
    expect(rate([0, 10, 20], [0, 10, 12], 60, 60, PROMETHEUS_3)).toBe(5 / 60);
    // A gap inside the range only stretches the average: samples at 0, 10, 40 (values 0, 10,
    // 40), window 50 at 50: average 20 s, threshold 22 s; end gap 10 < 22 → 10 s: 40 × 50/40 = 50.
    expect(rate([0, 10, 40], [0, 10, 40], 50, 50)).toBe(1);
  });

  it('gives nothing for fewer than two samples in the range', () => {
    expect(rate([10], [5], 10, 60)).toBeNull();
    expect(rate(T, [1, 2, 3, 4, 5], 5, 60)).toBeNull(); // nothing at or before 5 s
    expect(rate(T, [1, 2, 3, 4, 5], 55, 4)).toBeNull(); // [51, 55] holds no sample
    expect(rate(T, [1, 2, 3, 4, 5], 50, 5)).toBeNull(); // [45, 50] holds only the one at 50
    expect(rate(T, [1, 2, 3, 4, 5], 50, 10)).toBe(1 / 10); // [40, 50] holds two: 1 over 10 s
    expect(rate(T, [1, 2, 3, 4, 5], 50, 10, PROMETHEUS_3)).toBeNull(); // (40, 50] holds one
  });

  it('a flat counter has rate 0, and times are whole milliseconds', () => {
    expect(rate(T, [7, 7, 7, 7, 7], 55, 60)).toBe(0);
    // 10.0004 s rounds to 10 s and 20.0006 s to 20.001 s.
    const s = prepareSeries(series({}, [10.0004, 20.0006], [0, 1]));
    expect([...s.t]).toEqual([10_000, 20_001]);
    expect(durationSeconds(90_500)).toBe(90.5);
  });
});
