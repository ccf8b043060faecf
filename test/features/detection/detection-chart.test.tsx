import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decadeTicks } from '@/features/detection/detection-chart';

describe('decadeTicks', () => {
  it('steps by round numbers of decades', () => {
    expect(decadeTicks(1e-6, 5e7).map(Math.log10)).toEqual([-6, -4, -2, 0, 2, 4, 6, 8]);
    expect(decadeTicks(5.18e-66, 10).map((t) => Math.round(Math.log10(t)))).toEqual([
      -80, -60, -40, -20, 0, 20,
    ]);
  });

  it('gives a single value an axis of one decade', () => {
    expect(decadeTicks(1e-3, 1e-3)).toEqual([1e-3, 1e-2]);
  });

  it('never puts a tick at 0, even when the data reach 10⁻³⁰⁶', () => {
    const ticks = decadeTicks(4e-306, 1);
    expect(ticks[0]).toBe(1e-307);
    expect(ticks.every((t) => t > 0)).toBe(true);
  });

  it('always covers the data with at most eight positive, increasing ticks', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-300, max: 1e300, noNaN: true }),
        fc.double({ min: 1, max: 1e200, noNaN: true }),
        (low, spread) => {
          const high = Math.min(1e300, low * spread);
          const ticks = decadeTicks(low, high);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(8);
          expect(ticks.every((t, i) => t > 0 && (i === 0 || t > (ticks[i - 1] ?? 0)))).toBe(true);
          expect(ticks[0]).toBeLessThanOrEqual(low * (1 + 1e-12));
          expect(ticks.at(-1)).toBeGreaterThanOrEqual(high * (1 - 1e-12));
        },
      ),
    );
  });
});
