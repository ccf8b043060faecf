import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rational } from '@/core/exact/rational';
import {
  formatAvailabilityPercent,
  formatDuration,
  formatNines,
  formatNinesPercent,
  formatNumber,
  formatProbability,
  texExact,
  texExactBase,
} from '@/core/format';

describe('formatDuration', () => {
  it('prints the worked examples of the downtime tables as they are usually written', () => {
    expect(formatDuration(31_536)).toBe('8h 45m 36s');
    expect(formatDuration(2628)).toBe('43m 48s');
    expect(formatDuration(315.36)).toBe('5m 15.36s');
    expect(formatDuration(26.28)).toBe('26.28s');
    expect(formatDuration(3153.6)).toBe('52m 33.6s');
    expect(formatDuration(31_556.952)).toBe('8h 45m 56.95s');
    expect(formatDuration(2629.746)).toBe('43m 49.75s');
    expect(formatDuration(3.1536e-5)).toBe('31.536 µs');
  });

  it('uses days from one day up and keeps inner zero units', () => {
    expect(formatDuration(315_360)).toBe('3d 15h 36m');
    expect(formatDuration(86_400)).toBe('1d');
    expect(formatDuration(3605)).toBe('1h 0m 5s');
  });

  it('carries when rounding reaches the next unit', () => {
    expect(formatDuration(59.999)).toBe('1m');
    expect(formatDuration(0.9999999)).toBe('1s');
    expect(formatDuration(0.0009999999)).toBe('1 ms');
  });

  it('handles zero, tiny and invalid values without NaN', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(2.5e-15)).toBe('2.5 fs');
    expect(formatDuration(8.64e-18)).toBe('8.64 as');
    expect(formatDuration(3.1536e-20)).toBe('3.1536 × 10⁻²⁰ s');
    expect(formatDuration(Number.NaN)).toBe('—');
    expect(formatDuration(-1)).toBe('—');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('—');
  });

  it('writes spans beyond 100,000 days in years, with a power of ten from a million', () => {
    expect(formatDuration(8.64e9 - 1)).toBe('99999d 23h 59m 59s');
    expect(formatDuration(8.64e9)).toBe('274 years');
    expect(formatDuration(31_557_600e5)).toBe('100,000 years');
    expect(formatDuration(5e21)).toBe('1.58 × 10¹⁴ years');
  });

  it('never prints NaN, Infinity, e-notation or an empty string for any non-negative duration', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e300, noNaN: true }), (s) => {
        const text = formatDuration(s);
        expect(text).not.toMatch(/NaN|Infinity|undefined|\de[-+]?\d/);
        expect(text.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('numbers', () => {
  it('formats probabilities in scientific notation when small', () => {
    expect(formatProbability(1e-4)).toBe('10⁻⁴');
    expect(formatProbability(5e-4)).toBe('5 × 10⁻⁴');
    expect(formatProbability(2.998e-6)).toBe('2.998 × 10⁻⁶');
    expect(formatProbability(0.05)).toBe('0.05');
    expect(formatProbability(Number.NaN)).toBe('—');
  });

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
