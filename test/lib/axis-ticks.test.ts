import { describe, expect, it } from 'vitest';
import { linearTicks, logTicks } from '@/lib/axis-ticks';

describe('axis ticks', () => {
  it('runs 1, 2, 5 × 10ᵏ around the values drawn', () => {
    expect(logTicks(0.05, 21)).toEqual([0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50]);
    expect(logTicks(0.0527, 0.3)).toEqual([0.05, 0.1, 0.2, 0.5]);
    expect(logTicks(3, 3)).toEqual([2, 5]);
  });

  it('counts users in round steps from 0 past the top', () => {
    expect(linearTicks(264)).toEqual([0, 100, 200, 300]);
    expect(linearTicks(100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(linearTicks(4)).toEqual([0, 1, 2, 3, 4]);
  });
});
