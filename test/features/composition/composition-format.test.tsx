import { describe, expect, it } from 'vitest';
import {
  formatAvailability,
  formatUnavailability,
} from '@/features/composition/composition-format';

const dec = (m: bigint, e: number) => ({ m, e, exact: true });

describe('formatAvailability', () => {
  it('writes past 30 nines as 100% − a power of ten, even beyond a double’s range', () => {
    expect(formatAvailability(dec(3n, -40))).toBe('100% − 3 × 10⁻³⁸%');
    expect(formatAvailability(dec(12345n, -44))).toBe('100% − 1.235 × 10⁻³⁸%');
    // 10⁻¹⁵⁰⁰ underflows a double: the digits are read directly (it printed "100% − 0%").
    expect(formatAvailability(dec(1n, -1500))).toBe('100% − 10⁻¹⁴⁹⁸%');
    expect(formatAvailability(dec(99_996n, -1504))).toBe('100% − 10⁻¹⁴⁹⁷%');
    expect(formatAvailability(dec(25n, -1501))).toBe('100% − 2.5 × 10⁻¹⁴⁹⁸%');
  });

  it('keeps ordinary availabilities exact, and 100% only for u = 0', () => {
    expect(formatAvailability(dec(1n, -3))).toBe('99.9%');
    expect(formatAvailability(dec(0n, 0))).toBe('100%');
  });
});

describe('formatUnavailability', () => {
  it('keeps five significant digits within a double’s range', () => {
    expect(formatUnavailability(dec(59_996n, -8))).toBe('5.9996 × 10⁻⁴');
    expect(formatUnavailability(dec(0n, 0))).toBe('0');
  });

  it('reads the digits of the exact decimal past a double’s range, mantissa and exponent', () => {
    // 2.9999 × 10⁻⁴³⁷ (it read "10^−437": no mantissa, and a caret the other cells do not use).
    expect(formatUnavailability(dec(29_999n, -441))).toBe('2.9999 × 10⁻⁴³⁷');
    // 1.23456789 × 10⁻⁵⁰⁰: the sixth digit, 5, rounds the fifth up.
    expect(formatUnavailability(dec(123_456_789n, -508))).toBe('1.2346 × 10⁻⁵⁰⁰');
    // 2.99995 × 10⁻⁴³⁷ rounds half up to 3.0000, written 3.
    expect(formatUnavailability(dec(299_995n, -442))).toBe('3 × 10⁻⁴³⁷');
    // 9.99995 × 10⁻⁴³⁸ carries into the exponent: 10⁻⁴³⁷.
    expect(formatUnavailability(dec(999_995n, -443))).toBe('10⁻⁴³⁷');
    expect(formatUnavailability(dec(999_994n, -443))).toBe('9.9999 × 10⁻⁴³⁸');
    expect(formatUnavailability(dec(1n, -1500))).toBe('10⁻¹⁵⁰⁰');
    expect(formatUnavailability(dec(1_200_000n, -1506))).toBe('1.2 × 10⁻¹⁵⁰⁰');
  });
});
