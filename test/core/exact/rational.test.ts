import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimalText } from '@/core/exact/decimal-text';
import { div, log10, mul, rational, sub, toDecimalString, toNumber } from '@/core/exact/rational';

describe('rational', () => {
  it('reduces to lowest terms with a positive denominator', () => {
    expect(rational(6n, -4n)).toEqual({ num: -3n, den: 2n });
  });

  it('converts to the nearest double', () => {
    expect(toNumber(rational(1n, 10n ** 12n))).toBe(1e-12);
    expect(toNumber(rational(31_536_000n, 10n ** 12n))).toBe(3.1536e-5);
    expect(toNumber(rational(1n, 3n))).toBe(1 / 3);
    expect(toNumber(rational(2n ** 80n + 1n, 1n))).toBe(2 ** 80);
  });

  it('takes log10 of powers of ten exactly', () => {
    for (let k = 0; k < 30; k++) expect(log10(rational(1n, 10n ** BigInt(k))) + 0).toBe(-k + 0);
    expect(log10(rational(5n, 10_000n))).toBeCloseTo(-3.30103, 5);
  });

  it('agrees with Math.log10 on ordinary values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (n, d) => {
        expect(log10(rational(BigInt(n), BigInt(d)))).toBeCloseTo(Math.log10(n / d), 9);
      }),
    );
  });

  it('prints exact decimals rounded half up', () => {
    expect(toDecimalString(rational(31_556_952n, 3600n), 6)).toBe('8765.82');
    expect(toDecimalString(rational(2n, 3n), 4)).toBe('0.6667');
    expect(toDecimalString(rational(1n, 8n), 2)).toBe('0.13');
    expect(toDecimalString(rational(5n), 3)).toBe('5');
  });

  it('keeps arithmetic exact', () => {
    const a = rational(1n, 10n);
    const b = rational(2n, 10n);
    expect(sub(mul(div(b, a), a), b)).toEqual(rational(0n));
  });
});

describe('parseDecimalText', () => {
  it('reads digits exactly', () => {
    expect(parseDecimalText('99.9999999999')).toEqual({
      value: rational(999_999_999_999n, 10n ** 10n),
      decimals: 10,
    });
    expect(parseDecimalText('.5')?.value).toEqual(rational(1n, 2n));
    expect(parseDecimalText('12.')?.value).toEqual(rational(12n));
  });

  it('rejects anything that is not a plain decimal', () => {
    for (const bad of ['', '.', '-1', '1e3', '1.2.3', 'abc', ' 1', '0x10', '1,5']) {
      expect(parseDecimalText(bad)).toBeNull();
    }
  });
});
