import { describe, expect, it } from 'vitest';
import { wholeWithin } from '@/core/platforms/range';

describe('wholeWithin', () => {
  it('keeps a whole number inside the range', () => {
    expect(wholeWithin(5, 1, 10)).toBe(5);
    expect(wholeWithin(1, 1, 10)).toBe(1);
    expect(wholeWithin(10, 1, 10)).toBe(10);
  });

  it('rounds to the nearest whole number, halves up', () => {
    expect(wholeWithin(2.4, 1, 10)).toBe(2);
    expect(wholeWithin(2.5, 1, 10)).toBe(3);
    expect(wholeWithin(2.6, 1, 10)).toBe(3);
  });

  it('writes the nearest bound for a value outside the range', () => {
    expect(wholeWithin(0, 1, 10)).toBe(1);
    expect(wholeWithin(-3, 1, 10)).toBe(1);
    expect(wholeWithin(11, 1, 10)).toBe(10);
    expect(wholeWithin(1e12, 1, 1000)).toBe(1000);
  });

  it('rounds before it clamps: 0.4 under a minimum of 1 is 1, 10.4 over 10 is 10', () => {
    expect(wholeWithin(0.4, 1, 10)).toBe(1);
    expect(wholeWithin(10.4, 1, 10)).toBe(10);
  });
});
