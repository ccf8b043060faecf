/**
 * Every formatter of `@/core/format` at its edges: 0, −0, tiny, huge, 1e-300, 1e300, the
 * smallest double, the values at which its rules switch, and NaN/Infinity where it takes them.
 * The expected strings are written from the rules in the code, not by calling it. Some rows pin
 * down what a formatter does outside the values the panels give it (e-notation from
 * `significant`, "-0" from `Intl`): a change there should be deliberate.
 */
import { describe, expect, it } from 'vitest';
import { rational, type Rational } from '@/core/exact/rational';
import {
  formatAvailabilityPercent,
  formatBytes,
  formatCount,
  formatDecimal,
  formatDuration,
  formatFractionExact,
  formatHours,
  formatNines,
  formatNinesPercent,
  formatNumber,
  formatPercent,
  formatPowerOfTen,
  formatProbability,
  formatScientific,
  formatSeconds,
  groupThousands,
  plainDecimal,
  significant,
  superscript,
  texCount,
  texDecimal,
  texDuration,
  texExact,
  texExactBase,
  texHours,
  texPowerOfTen,
} from '@/core/format';

/** The smallest positive double, 4.94 × 10⁻³²⁴. */
const TINIEST = 5e-324;
const NAN = Number.NaN;
const INF = Number.POSITIVE_INFINITY;

const show = (arg: unknown): string => {
  if (typeof arg === 'number') return Object.is(arg, -0) ? '-0' : String(arg);
  if (typeof arg === 'string') return JSON.stringify(arg);
  if (typeof arg === 'object' && arg !== null && 'num' in arg && 'den' in arg) {
    const { num, den } = arg as Rational;
    const text = (n: bigint) => (n.toString().length > 12 ? `~1e${n.toString().length - 1}` : n);
    return `${text(num)}/${text(den)}`;
  }
  return JSON.stringify(arg);
};

/** One test per row: `[...arguments, expected]`. */
function table<A extends unknown[]>(
  name: string,
  format: (...args: A) => string,
  rows: ReadonlyArray<readonly [...A, string]>,
) {
  describe(name, () => {
    for (const row of rows) {
      const args = row.slice(0, -1) as unknown as A;
      const expected = row[row.length - 1] as string;
      const title = `${name}(${args.map(show).join(', ')}) → ${expected.length > 40 ? `${expected.slice(0, 37)}…` : expected}`;
      it(title, () => {
        expect(format(...args)).toBe(expected);
      });
    }
  });
}

/** "1" and then `groups` groups of three zeros, with `separator` between thousands. */
const oneAndZeros = (groups: number, separator = ',') => `1${`${separator}000`.repeat(groups)}`;

describe('numbers', () => {
  table('significant', significant, [
    [0, 4, '0'],
    [-0, 4, '0'],
    [0.123456, 3, '0.123'],
    [-2.345678, 3, '-2.35'],
    [123_456, 3, '123000'],
    // 1.005 is 1.00499… as a double: toPrecision rounds the exact value, down.
    [1.005, 3, '1'],
    // JavaScript's own form: plain from 10⁻⁶ to below 10²¹, e-notation beyond.
    [0.000001, 4, '0.000001'],
    [1e-7, 4, '1e-7'],
    [1e-300, 4, '1e-300'],
    [1e21, 4, '1e+21'],
    [1e300, 4, '1e+300'],
    [NAN, 4, 'NaN'],
    [INF, 4, 'Infinity'],
  ]);

  table('formatNumber', formatNumber, [
    [0, '0'],
    // Intl keeps the sign of a zero, and of a negative that rounds to zero.
    [-0, '-0'],
    [-1e-300, '-0'],
    [1e-300, '0'],
    [0.0000004, '0'],
    [1.23456789, '1.234568'],
    [8760, '8,760'],
    [1_234_567.5, '1,234,567.5'],
    [-1234.5, '-1,234.5'],
    [1e300, oneAndZeros(100)],
    [NAN, 'NaN'],
    [INF, '∞'],
    [-INF, '-∞'],
  ]);
  table('formatNumber with maxDecimals', formatNumber, [
    [1234.56789, 2, '1,234.57'],
    [2.5, 0, '3'],
    [0.0001, 4, '0.0001'],
    [0.00004, 4, '0'],
  ]);

  table('groupThousands', groupThousands, [
    ['', ''],
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['8760.25', '8,760.25'],
    ['1234567.891011', '1,234,567.891011'],
    ['-86400', '-86,400'],
    ['0.00001234', '0.00001234'],
  ]);
  table('groupThousands with a TeX separator', groupThousands, [
    ['8760', '{,}', '8{,}760'],
    ['2628000', '{,}', '2{,}628{,}000'],
  ]);

  table('plainDecimal', plainDecimal, [
    [0, '0'],
    [-0, '0'],
    [0.05, '0.05'],
    [1e-6, '0.000001'],
    [1e-7, '0.0000001'],
    [-1.5e-7, '-0.00000015'],
    [1e-300, `0.${'0'.repeat(299)}1`],
    [TINIEST, `0.${'0'.repeat(323)}5`],
    [1e20, `1${'0'.repeat(20)}`],
    [1e21, `1${'0'.repeat(21)}`],
    [1.5e21, `15${'0'.repeat(20)}`],
    [1e300, `1${'0'.repeat(300)}`],
    [NAN, 'NaN'],
    [INF, 'Infinity'],
  ]);

  table('superscript', superscript, [
    [0, '⁰'],
    [-0, '⁰'],
    [-21, '⁻²¹'],
    [308, '³⁰⁸'],
    [-324, '⁻³²⁴'],
    [1_234_567_890, '¹²³⁴⁵⁶⁷⁸⁹⁰'],
  ]);

  table('formatPowerOfTen', formatPowerOfTen, [
    [0, '10⁰'],
    [-0, '10⁰'],
    [1, '10¹'],
    [-4, '10⁻⁴'],
    [300, '10³⁰⁰'],
    [-1500, '10⁻¹⁵⁰⁰'],
  ]);
  table('texPowerOfTen', texPowerOfTen, [
    [0, '10^{0}'],
    [-0, '10^{0}'],
    [-4, '10^{-4}'],
    [300, '10^{300}'],
    [-1500, '10^{-1500}'],
  ]);

  table('formatScientific', formatScientific, [
    [0, '0 × 10⁰'],
    [-0, '0 × 10⁰'],
    [1e-4, '10⁻⁴'],
    [5e-4, '5 × 10⁻⁴'],
    [-5e-4, '-5 × 10⁻⁴'],
    [2.5e-7, '2.5 × 10⁻⁷'],
    // Rounding to four digits carries into the next power.
    [9.9996e-5, '10⁻⁴'],
    [99_999, '10⁵'],
    [1e-300, '10⁻³⁰⁰'],
    [TINIEST, '4.941 × 10⁻³²⁴'],
    [1e300, '10³⁰⁰'],
    [Number.MAX_VALUE, '1.798 × 10³⁰⁸'],
  ]);
  table('formatScientific with digits', formatScientific, [
    [1.58e14, 3, '1.58 × 10¹⁴'],
    [4.81e-6, 1, '5 × 10⁻⁶'],
    [TINIEST, 2, '4.9 × 10⁻³²⁴'],
  ]);

  table('formatProbability', formatProbability, [
    [0, '0'],
    [-0, '0'],
    [1e-300, '10⁻³⁰⁰'],
    [TINIEST, '4.941 × 10⁻³²⁴'],
    [1e-4, '10⁻⁴'],
    [5e-4, '5 × 10⁻⁴'],
    [2.998e-6, '2.998 × 10⁻⁶'],
    [0.009, '9 × 10⁻³'],
    // Below 0.01 a power of ten, even when four digits round it up to 10⁻².
    [0.0099999, '10⁻²'],
    [0.01, '0.01'],
    [0.05, '0.05'],
    [0.123456, '0.1235'],
    [1, '1'],
    // Not a probability: significant digits in JavaScript's own form.
    [1e300, '1e+300'],
    [-1e-300, '—'],
    [-0.5, '—'],
    [NAN, '—'],
    [INF, '—'],
  ]);
  table('formatProbability with digits', formatProbability, [
    [2.998e-6, 2, '3 × 10⁻⁶'],
    [0.123456, 2, '0.12'],
  ]);

  table('formatCount', formatCount, [
    [0, '0'],
    [-0, '0'],
    [1e-300, '10⁻³⁰⁰'],
    [TINIEST, '4.94 × 10⁻³²⁴'],
    [4.81e-6, '4.81 × 10⁻⁶'],
    [0.0099, '9.9 × 10⁻³'],
    [0.01, '0.01'],
    [0.123456, '0.123'],
    [0.77, '0.77'],
    [2.05, '2.05'],
    [205, '205'],
    [999.4, '999'],
    // Three significant digits round 999.5 up to a thousand before the whole-number rule.
    [999.5, '1,000'],
    [1000, '1,000'],
    [8420.4, '8,420'],
    [999_999_999.4, '999,999,999'],
    [1e9, '10⁹'],
    [1.234e14, '1.23 × 10¹⁴'],
    [1e300, '10³⁰⁰'],
    [-1, '—'],
    [NAN, '—'],
    [INF, '—'],
  ]);
  table('texCount', texCount, [
    [0, '0'],
    [1e-300, '10^{-300}'],
    [1.25e-4, '1.25 \\times 10^{-4}'],
    [0.0099, '9.9 \\times 10^{-3}'],
    [0.05, '0.05'],
    [999.5, '1{,}000'],
    [8420, '8{,}420'],
    [999_999_999.4, '999{,}999{,}999'],
    [1e9, '10^{9}'],
    [1e300, '10^{300}'],
    [-1, '—'],
    [NAN, '—'],
  ]);

  table('formatDecimal', formatDecimal, [
    [0, '0'],
    [-0, '-0'],
    [1e-300, '10⁻³⁰⁰'],
    [TINIEST, '4.941 × 10⁻³²⁴'],
    [3e-20, '3 × 10⁻²⁰'],
    [9e-5, '9 × 10⁻⁵'],
    [-1e-5, '-1 × 10⁻⁵'],
    [1e-4, '0.0001'],
    [0.123456, '0.1235'],
    [-2.5, '-2.5'],
    [1234.5, '1,234.5'],
    [1e300, oneAndZeros(100)],
    [NAN, 'NaN'],
    [INF, '∞'],
  ]);
  table('texDecimal', texDecimal, [
    [0, '0'],
    [1e-300, '10^{-300}'],
    [9e-5, '9 \\times 10^{-5}'],
    [-1e-5, '-1 \\times 10^{-5}'],
    [1e-4, '0.0001'],
    [1234.5, '1{,}234.5'],
    [1e300, oneAndZeros(100, '{,}')],
  ]);

  table('texExact', texExact, [
    [0, '0'],
    [-0, '0'],
    [0.05, '0.05'],
    [0.9999999999999, '0.9999999999999'],
    [86_400, '86{,}400'],
    [-86_400, '-86{,}400'],
    [1234.5678, '1{,}234.5678'],
    // JavaScript's own form decides: plain from 10⁻⁶ to below 10²¹, a power of ten beyond.
    [1e-6, '0.000001'],
    [1e-7, '10^{-7}'],
    [1.5e-7, '1.5 \\times 10^{-7}'],
    [1e20, '100{,}000{,}000{,}000{,}000{,}000{,}000'],
    [1e21, '10^{21}'],
    [2.5e21, '2.5 \\times 10^{21}'],
    [1e-300, '10^{-300}'],
    [TINIEST, '5 \\times 10^{-324}'],
    [1e300, '10^{300}'],
  ]);
  table('texExactBase', texExactBase, [
    [0, '0'],
    [0.05, '0.05'],
    [86_400, '86{,}400'],
    [1e-7, '(10^{-7})'],
    [1.5e-7, '(1.5 \\times 10^{-7})'],
    [1e300, '(10^{300})'],
  ]);
});

describe('seconds and durations', () => {
  table('formatSeconds', formatSeconds, [
    [0, '0 s'],
    [-0, '0 s'],
    [0.4, '0.4 s'],
    [42, '42 s'],
    [86_400, '86400 s'],
    [0.1234567, '0.123457 s'],
    [1_234_567, '1234570 s'],
    [-2.5, '-2.5 s'],
    [1e-6, '0.000001 s'],
    // The models' seconds are never there: JavaScript's own e-notation.
    [1e-7, '1e-7 s'],
    [1e-300, '1e-300 s'],
    [1e21, '1e+21 s'],
    [1e300, '1e+300 s'],
  ]);

  table('formatDuration', formatDuration, [
    [0, '0s'],
    [-0, '0s'],
    [TINIEST, '4.9407 × 10⁻³²⁴ s'],
    [1e-300, '10⁻³⁰⁰ s'],
    [9.99e-19, '9.99 × 10⁻¹⁹ s'],
    [1e-18, '1 as'],
    [8.64e-18, '8.64 as'],
    [2.5e-15, '2.5 fs'],
    [1e-6, '1 µs'],
    [3.1536e-5, '31.536 µs'],
    [0.0009999999, '1 ms'],
    [1e-3, '1 ms'],
    [0.5, '500 ms'],
    [0.999, '999 ms'],
    [0.9999999, '1s'],
    [1, '1s'],
    [1.25, '1.25s'],
    [26.28, '26.28s'],
    [59.99, '59.99s'],
    [59.999, '1m'],
    [60, '1m'],
    [315.36, '5m 15.36s'],
    [3599, '59m 59s'],
    [3600, '1h'],
    [3605, '1h 0m 5s'],
    [86_399, '23h 59m 59s'],
    [86_400, '1d'],
    [90_061, '1d 1h 1m 1s'],
    [315_360, '3d 15h 36m'],
    [8.64e9 - 1, '99999d 23h 59m 59s'],
    [8.64e9, '274 years'],
    // 31,557,599 × 10⁶ s is 999,999.97 years: three digits make it a million, still in full.
    [31_557_599e6, '1,000,000 years'],
    [31_557_600e6, '10⁶ years'],
    [1e300, '3.17 × 10²⁹² years'],
    [Number.MAX_VALUE, '5.7 × 10³⁰⁰ years'],
    [-1e-300, '—'],
    [-1, '—'],
    [NAN, '—'],
    [INF, '—'],
    [-INF, '—'],
  ]);

  table('texDuration', texDuration, [
    [0, '\\text{0s}'],
    [1e-6, '\\text{1 }\\mu\\text{s}'],
    [3.1536e-5, '\\text{31.536 }\\mu\\text{s}'],
    [3153.6, '\\text{52m 33.6s}'],
    [8.64e9, '\\text{274 years}'],
    [NAN, '\\text{—}'],
  ]);

  table('formatHours', formatHours, [
    [0, '0 h'],
    [-0, '0 h'],
    [1e-300, '0 h'],
    [36, '0.01 h'],
    [3600, '1 h'],
    [42_100, '11.7 h'],
    [1.4832e9, '412,000 h'],
    // 999,500 h rounds up to a million, and from a million hours it is a power of ten.
    [3.5982e9, '10⁶ h'],
    [3.6e9, '10⁶ h'],
    [1.4832e21, '4.12 × 10¹⁷ h'],
    [1e300, '2.78 × 10²⁹⁶ h'],
  ]);
  table('texHours', texHours, [
    [0, '0\\,\\text{h}'],
    [3600, '1\\,\\text{h}'],
    [42_100, '11.7\\,\\text{h}'],
    [1.4832e9, '412{,}000\\,\\text{h}'],
    [3.6e9, '10^{6}\\,\\text{h}'],
    [1.4832e21, '4.12 \\times 10^{17}\\,\\text{h}'],
    [1e300, '2.78 \\times 10^{296}\\,\\text{h}'],
  ]);
});

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

describe('bytes', () => {
  table('formatBytes', formatBytes, [
    [0, '0 B'],
    [-0, '0 B'],
    [512, '512 B'],
    [999, '999 B'],
    // Under a kilobyte four digits can round to 1000: the unit is chosen before rounding.
    [999.96, '1000 B'],
    [1000, '1 kB'],
    [1_234_567, '1.235 MB'],
    [86.4e9, '86.4 GB'],
    [1e12, '1 TB'],
    [1e16, '10000 TB'],
    // JavaScript's own form past the largest unit and below a byte.
    [1e-300, '1e-300 B'],
    [1e300, '1e+288 TB'],
    [-1, '—'],
    [NAN, '—'],
    [INF, '—'],
  ]);
});
