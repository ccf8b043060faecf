import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/core/format';
import { MAX_TIME_TICKS, TIME_STEPS, timeTicks } from '@/features/backtest/time-ticks';

const labels = (end: number) => timeTicks(end).map((t) => formatDuration(t));

describe('round time ticks for the backtest timeline', () => {
  it('labels a month by weeks and the worked example by hours', () => {
    // The month of 15 s samples in test/e2e/backtest.e2e.ts: 30 days and a bit.
    expect(labels(30 * 86_400 + 13_020)).toEqual(['0s', '7d', '14d', '21d', '28d']);
    // The worked example: 6 h of data.
    expect(labels(6 * 3600)).toEqual(['0s', '1h', '2h', '3h', '4h', '5h', '6h']);
    expect(labels(27_780)).toEqual(['0s', '1h', '2h', '3h', '4h', '5h', '6h', '7h']);
    expect(labels(9 * 3600)).toEqual(['0s', '2h', '4h', '6h', '8h']);
    expect(labels(7 * 86_400)).toEqual(['0s', '1d', '2d', '3d', '4d', '5d', '6d', '7d']);
    expect(labels(40 * 60)).toEqual(['0s', '10m', '20m', '30m', '40m']);
    expect(labels(90 * 60)).toEqual(['0s', '15m', '30m', '45m', '1h', '1h 15m', '1h 30m']);
  });

  it('never reads like "6h 56m 40s": every tick is a whole number of one round step', () => {
    for (let end = 3; end < 3 * 365 * 86_400; end *= 1.07) {
      const ticks = timeTicks(end);
      const step = ticks[1]!;
      expect(ticks[0]).toBe(0);
      ticks.forEach((t, k) => expect(t).toBe(k * step));
      expect(TIME_STEPS.includes(step) || step % (365 * 86_400) === 0).toBe(true);
      expect(ticks.at(-1)!).toBeLessThanOrEqual(end);
      expect(end - ticks.at(-1)!).toBeLessThan(step);
    }
  });

  it('draws 4 to 8 ticks over any span of 3 s or more', () => {
    for (let end = 3; end < 50 * 365 * 86_400; end *= 1.013) {
      const n = timeTicks(end).length;
      expect(n, `${end} s`).toBeGreaterThanOrEqual(4);
      expect(n, `${end} s`).toBeLessThanOrEqual(MAX_TIME_TICKS);
    }
  });

  it('steps grow by at most 2.5 times, so 4 ticks always fit', () => {
    TIME_STEPS.slice(1).forEach((s, i) => expect(s / TIME_STEPS[i]!).toBeLessThanOrEqual(2.5));
  });

  it('has one tick at 0 for an empty or unknown span', () => {
    expect(timeTicks(0)).toEqual([0]);
    expect(timeTicks(Number.NaN)).toEqual([0]);
    expect(timeTicks(1.5)).toEqual([0, 1]);
  });
});
