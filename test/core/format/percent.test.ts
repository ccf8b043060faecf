import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rational } from '@/core/exact/rational';
import { formatNumber } from '@/core/format/number';
import {
  formatAvailabilityPercent,
  formatFractionExact,
  formatNines,
  formatNinesPercent,
  formatPercent,
} from '@/core/format/percent';
import { INF, NAN, TINIEST, oneAndZeros, table } from './helpers';

describe('percentages and nines', () => {
  table('formatPercent', formatPercent, [
    [0, '0%'],
    [-0, '0%'],
    [1e-300, '10⁻²⁹⁸%'],
    [TINIEST, '4.941 × 10⁻³²²%'],
    [4.8e-9, '4.8 × 10⁻⁷%'],
    [1.23456e-9, '1.235 × 10⁻⁷%'],
    // 10⁻⁶ × 100 is 0.0000999…: under 10⁻⁴ %, so a power of ten that rounds to 10⁻⁴.
    [1e-6, '10⁻⁴%'],
    [1.0000000000000002e-6, '0.0001%'],
    [1.25e-4, '0.0125%'],
    [0.050736, '5.07%'],
    // 1.005 % is 1.00499… as a double; the shortest decimal "1.005" rounds up.
    [0.01005, '1.01%'],
    [0.02675, '2.68%'],
    [1, '100%'],
    [11.4155, '1,140%'],
    [1e19, `${oneAndZeros(7)}%`],
    [1e300, `100${',000'.repeat(100)}%`],
    [-1e-300, '—'],
    [-1, '—'],
    [NAN, '—'],
    [INF, '—'],
  ]);
  table('formatPercent with options', formatPercent, [
    [1.23456e-9, { tinyDigits: 3 }, '1.23 × 10⁻⁷%'],
    [TINIEST, { tinyDigits: 3 }, '4.94 × 10⁻³²²%'],
    [0.01005, { rounding: 'exact' }, '1%'],
    [0.02675, { rounding: 'exact' }, '2.67%'],
    [0.050736, { rounding: 'exact' }, '5.07%'],
    [11.4155, { rounding: 'exact' }, '1,140%'],
    [1.0000000000000002e-6, { rounding: 'exact' }, '0.0001%'],
    [1e300, { rounding: 'exact' }, `100${',000'.repeat(100)}%`],
    [-1, { rounding: 'exact' }, '—'],
  ]);

  table('formatNines', formatNines, [
    [0, '0'],
    [-0, '0'],
    [1e-300, '0'],
    [4, '4'],
    [3.30103, '3.3'],
    [3.125, '3.13'],
    [-0.004, '0'],
    [-1.5, '-1.5'],
    [1e300, '1e+300'],
    [NAN, '—'],
    [INF, '—'],
    [-INF, '—'],
  ]);

  table('formatNinesPercent', formatNinesPercent, [
    [0, '0'],
    [-0, '0'],
    [1e-300, '0'],
    [0.5, '68.38'],
    [1, '90'],
    [3, '99.9'],
    [Math.log10(2000), '99.95'],
    [22, `99.${'9'.repeat(20)}`],
    [-1, '—'],
    [NAN, '—'],
    [INF, '—'],
  ]);

  table('formatAvailabilityPercent', formatAvailabilityPercent, [
    [rational(0n), '100'],
    [rational(1n), '0'],
    [rational(1n, 2n), '50'],
    [rational(1n, 3n), '66.67'],
    // Two decimals at least: an availability of 0.0001 % reads 0.
    [rational(999_999n, 1_000_000n), '0'],
    [rational(1800n, 2_628_000n), '99.93151'],
    [rational(1n, 10_000n), '99.99'],
    [rational(1n, 300_000_000n), '99.9999996667'],
    [rational(1n, 10n ** 22n), `99.${'9'.repeat(20)}`],
    [rational(1n, 10n ** 300n), `99.${'9'.repeat(298)}`],
  ]);

  table('formatFractionExact', formatFractionExact, [
    [rational(0n), '1'],
    [rational(1n), '0'],
    [rational(1n, 10_000n), '0.9999'],
    [rational(1n, 3n), '0.666666666666666666666667'],
    // 24 decimals by default: beyond them it rounds to 1.
    [rational(1n, 10n ** 30n), '1'],
  ]);
  table('formatFractionExact with maxDecimals', formatFractionExact, [
    [rational(1n, 10n ** 30n), 30, `0.${'9'.repeat(30)}`],
    [rational(1n, 8n), 2, '0.88'],
  ]);
});

describe('nines and availabilities', () => {
  it('formats nines and plain numbers', () => {
    expect(formatNines(4)).toBe('4');
    expect(formatNines(3.30103)).toBe('3.3');
    expect(formatNines(Number.POSITIVE_INFINITY)).toBe('—');
    expect(formatNumber(8760)).toBe('8,760');
  });

  it('turns a number of nines into the availability it stands for', () => {
    expect(formatNinesPercent(3)).toBe('99.9');
    expect(formatNinesPercent(0.5)).toBe('68.38');
    expect(formatNinesPercent(Math.log10(2000))).toBe('99.95');
    expect(formatNinesPercent(22)).toBe('99.99999999999999999999');
    expect(formatNinesPercent(17.25)).not.toBe('100');
    expect(formatNinesPercent(0)).toBe('0');
  });

  it('never shows 100% for an availability below 100%', () => {
    expect(formatAvailabilityPercent(rational(1800n, 2_628_000n))).toBe('99.93151');
    expect(formatAvailabilityPercent(rational(1n, 10_000n))).toBe('99.99');
    expect(formatAvailabilityPercent(rational(1n, 10n ** 22n))).toBe('99.99999999999999999999');
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 6n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (n, d) => {
          fc.pre(n <= d);
          expect(formatAvailabilityPercent(rational(n, d))).not.toBe('100');
        },
      ),
    );
  });
});
