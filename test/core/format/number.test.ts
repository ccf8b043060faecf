import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDecimal,
  formatNumber,
  formatProbability,
  formatScientific,
  groupThousands,
  plainDecimal,
  significant,
  texCount,
  texDecimal,
  texExact,
  texExactBase,
} from '@/core/format/number';
import { INF, NAN, TINIEST, oneAndZeros, table } from './helpers';

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

describe('formatProbability', () => {
  it('formats probabilities in scientific notation when small', () => {
    expect(formatProbability(1e-4)).toBe('10⁻⁴');
    expect(formatProbability(5e-4)).toBe('5 × 10⁻⁴');
    expect(formatProbability(2.998e-6)).toBe('2.998 × 10⁻⁶');
    expect(formatProbability(0.05)).toBe('0.05');
    expect(formatProbability(Number.NaN)).toBe('—');
  });
});

describe('texExact', () => {
  it('keeps every digit and turns e-notation into a power of ten', () => {
    expect(texExact(0.05)).toBe('0.05');
    expect(texExact(1.5e-7)).toBe('1.5 \\times 10^{-7}');
    expect(texExact(1e-7)).toBe('10^{-7}');
    expect(texExact(2.5e21)).toBe('2.5 \\times 10^{21}');
    expect(texExact(0.9999999999999)).toBe('0.9999999999999');
    expect(texExact(86_400)).toBe('86{,}400');
    expect(texExact(1234.5678)).toBe('1{,}234.5678');
    expect(texExactBase(0.05)).toBe('0.05');
    expect(texExactBase(1.5e-7)).toBe('(1.5 \\times 10^{-7})');
  });

  it('never writes e-notation, and reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e300, noNaN: true }), (x) => {
        const tex = texExact(x);
        expect(tex).not.toMatch(/\de/);
        const m = /^(?:([\d.]+) \\times )?10\^\{(-?\d+)\}$/.exec(tex);
        const back = m ? Number(`${m[1] ?? '1'}e${m[2] ?? ''}`) : Number(tex.replace(/\{,\}/g, ''));
        expect(back).toBe(x);
      }),
    );
  });
});
