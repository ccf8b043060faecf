import { describe, expect, it } from 'vitest';
import { formatAvailability } from '@/features/composition/composition-format';

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
