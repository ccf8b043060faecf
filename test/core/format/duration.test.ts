import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatHours,
  formatSeconds,
  texDuration,
  texHours,
} from '@/core/format/duration';
import { INF, NAN, TINIEST, table } from './helpers';

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
