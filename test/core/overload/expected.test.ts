import { describe, expect, it } from 'vitest';
import { finagleCeiling, grpcBreakEven, noRetries, plainRetries } from '@/core/overload/expected';

describe('the closed forms the sweep table prints', () => {
  it('worked by hand', () => {
    expect(noRetries(0.2)).toEqual({ load: 1, success: 0.8 });
    // 1 + 0.5 + 0.25 = 1.75 attempts; 1 − 0.125 = 0.875.
    expect(plainRetries(0.5, 3)).toEqual({ load: 1.75, success: 0.875 });
    expect(plainRetries(1, 3)).toEqual({ load: 3, success: 0 });
    expect(plainRetries(0.2, 3).load).toBeCloseTo(1.24, 12);
    expect(grpcBreakEven(0.1)).toBeCloseTo(1 / 11, 15);
    // One client at 1000/s: 1 + 0.2 + 10/1000; 100 clients: 1 + 0.2 + 1000/1000; capped at m.
    expect(finagleCeiling(0.2, 10, 1000, 1, 3)).toBeCloseTo(1.21, 12);
    expect(finagleCeiling(0.2, 10, 1000, 100, 3)).toBeCloseTo(2.2, 12);
    expect(finagleCeiling(0.2, 10, 100, 100, 3)).toBe(3);
  });
});
