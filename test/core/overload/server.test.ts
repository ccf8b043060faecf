import { describe, expect, it } from 'vitest';
import { capacityAt, finishTime } from '@/core/overload/server';
import { SMALL } from './helpers';
import { referenceFinish } from './metastable-model';

describe('the server', () => {
  const p = { capacity: 1000, dip: 0.5, trigger: 10 };

  it('runs at capacity × dip during the trigger only', () => {
    expect([
      capacityAt(p, 9.99),
      capacityAt(p, 10),
      capacityAt(p, 19.99),
      capacityAt(p, 20),
    ]).toEqual([1000, 500, 500, 1000]);
  });

  it('takes 1/capacity per request, integrated across the trigger’s edges', () => {
    expect(finishTime(p, 5)).toBeCloseTo(5.001, 12);
    // 0.5 ms of work at 1000/s before 10 s, the other half at 500/s: 1 ms more.
    expect(finishTime(p, 9.9995)).toBeCloseTo(10.001, 12);
    expect(finishTime(p, 12)).toBeCloseTo(12.002, 12);
    // 1 ms at 500/s is half the work; the other half at 1000/s after 20 s.
    expect(finishTime(p, 19.999)).toBeCloseTo(20.0005, 12);
    // A dip of 0 stalls the server until the trigger ends.
    expect(finishTime({ ...p, dip: 0 }, 12)).toBeCloseTo(20.001, 12);
    expect(finishTime({ ...p, trigger: 0 }, 10)).toBeCloseTo(10.001, 12);
  });
});

describe('the server, worked by hand in powers of two', () => {
  // 4 requests/s: one request is 0.25 s of work; the trigger runs [10, 12) at half speed (2/s).
  // Every number below is a sum of powers of two, so the results are exact.
  const p = { capacity: 4, dip: 0.5, trigger: 2 };

  it('capacityAt: dipped on [10, 10 + trigger), full outside and with no trigger', () => {
    expect(capacityAt(p, 9.999)).toBe(4);
    expect(capacityAt(p, 10)).toBe(2); // the start belongs to the trigger
    expect(capacityAt(p, 11.999)).toBe(2);
    expect(capacityAt(p, 12)).toBe(4); // the end does not
    expect(capacityAt({ ...p, trigger: 0 }, 10)).toBe(4); // an empty trigger dips nothing
    expect(capacityAt({ ...p, dip: 0 }, 11)).toBe(0);
  });

  it('finishTime: the work done on each side of the trigger’s edges', () => {
    // Before the trigger: 0.25 s. Ending exactly at 10 is all at full speed.
    expect(finishTime(p, 5)).toBe(5.25);
    expect(finishTime(p, 9.75)).toBe(10);
    // Start 9.875: 0.125 s × 4 = half the work before 10, the other half at 2/s: 0.25 s more.
    expect(finishTime(p, 9.875)).toBe(10.25);
    // Start at 10: all at 2/s, 0.5 s.
    expect(finishTime(p, 10)).toBe(10.5);
    // Start 11.875: 0.125 s × 2 = a quarter before 12, three quarters at 4/s: 0.1875 s more.
    expect(finishTime(p, 11.875)).toBe(12.1875);
    // Start at the trigger's end: full speed again.
    expect(finishTime(p, 12)).toBe(12.25);
    // Dip 0: half the work before 10, nothing until 12, the other half in 0.125 s.
    expect(finishTime({ ...p, dip: 0 }, 9.875)).toBe(12.125);
    // Dip 0, started inside the trigger: waits for 12, then 0.25 s.
    expect(finishTime({ ...p, dip: 0 }, 11)).toBe(12.25);
    // A trigger shorter than the service: half before 10, a quarter in [10, 10.125) at 2/s, the
    // last quarter at 4/s after 10.125: 0.0625 s.
    expect(finishTime({ ...p, trigger: 0.125 }, 9.875)).toBe(10.1875);
    // No trigger: no slowdown across 10.
    expect(finishTime({ ...p, trigger: 0 }, 9.875)).toBe(10.125);
    // The reference integrates to the same numbers.
    const full = { ...SMALL, ...p };
    for (const start of [5, 9.75, 9.875, 10, 11.875, 12]) {
      expect(referenceFinish(full, start)).toBe(finishTime(p, start));
    }
    expect(referenceFinish({ ...full, dip: 0 }, 9.875)).toBe(12.125);
  });
});
