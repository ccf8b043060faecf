import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainDecimal } from '@/core/format';

describe('plainDecimal', () => {
  it('writes e-notation out in full, and leaves plain numbers alone', () => {
    expect(plainDecimal(1.5e-25)).toBe('0.00000000000000000000000015');
    expect(plainDecimal(1e-7)).toBe('0.0000001');
    expect(plainDecimal(1.23456789e-15)).toBe('0.00000000000000123456789');
    expect(plainDecimal(2e21)).toBe('2000000000000000000000');
    expect(plainDecimal(1.5e21)).toBe('1500000000000000000000');
    expect(plainDecimal(-3e-8)).toBe('-0.00000003');
    expect(plainDecimal(0.05)).toBe('0.05');
    expect(plainDecimal(12)).toBe('12');
  });

  it('reads back as the same number, without an exponent', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const text = plainDecimal(x);
        expect(text).not.toMatch(/e/i);
        expect(Number(text)).toBe(x === 0 ? 0 : x);
      }),
    );
  });
});
