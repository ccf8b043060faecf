import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countText,
  failAt,
  lineColumn,
  parseDuration,
  readDecimal,
  readRfc3339,
} from '@/core/backtest/parse-common';
import { runs } from '../property-runs';

const dec = (s: string) => readDecimal(s, 0, s.length);
const rfc = (s: string) => readRfc3339(s, 0, s.length);

describe('readDecimal', () => {
  it('reads plain, signed, fractional and exponent forms exactly as Number does', () => {
    for (const s of [
      '0',
      '12',
      '-0.5',
      '.5',
      '1.',
      '+3',
      '1e-7',
      '1E+21',
      '1762077600.123',
      '0.1',
      '123456789012345678',
      '9007199254740993',
    ])
      expect(dec(s)).toBe(Number(s));
    expect(Object.is(dec('-0'), -0)).toBe(true);
  });

  it('refuses what is not a decimal number', () => {
    for (const s of [
      '',
      '-',
      '.',
      'e5',
      '1e',
      '1e+',
      'NaN',
      'Infinity',
      '0x10',
      '1 ',
      ' 1',
      '1,5',
      '1.2.3',
      '++1',
    ])
      expect(dec(s)).toBeNaN();
  });

  it('reads within a range of a longer text', () => {
    expect(readDecimal('ab12.5cd', 2, 6)).toBe(12.5);
  });

  it('agrees with Number on any double printed by String (a property)', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const s = String(x); // -0 prints as "0"
        expect(Object.is(dec(s), Object.is(x, -0) ? 0 : x)).toBe(true);
      }),
      { numRuns: runs(2000) },
    );
  });

  it('agrees with Number on short decimal texts (a property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^-?\d{1,18}(\.\d{0,22})?$/), (s) => {
        expect(Object.is(dec(s), Number(s))).toBe(true);
      }),
      { numRuns: runs(2000) },
    );
  });
});

describe('readRfc3339', () => {
  it('reads UTC, offsets and fractions', () => {
    expect(rfc('1970-01-01T00:00:00Z')).toBe(0);
    expect(rfc('2026-11-02T10:00:00Z')).toBe(Date.UTC(2026, 10, 2, 10) / 1000);
    expect(rfc('2026-11-02T11:00:00+01:00')).toBe(Date.UTC(2026, 10, 2, 10) / 1000);
    expect(rfc('2026-11-02T05:30:00-04:30')).toBe(Date.UTC(2026, 10, 2, 10) / 1000);
    expect(rfc('2026-11-02t10:00:00.25z')).toBe(Date.UTC(2026, 10, 2, 10) / 1000 + 0.25);
    expect(rfc('2026-11-02 10:00:00Z')).toBe(Date.UTC(2026, 10, 2, 10) / 1000);
    expect(rfc('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29) / 1000);
    expect(rfc('1969-12-31T23:59:59Z')).toBe(-1);
  });

  it('refuses dates that do not exist and incomplete times', () => {
    for (const s of [
      '2026-11-02T10:00:00',
      '2026-11-02',
      '2026-13-02T10:00:00Z',
      '2026-02-29T10:00:00Z',
      '2026-04-31T10:00:00Z',
      '2026-11-02T24:00:00Z',
      '2026-11-02T10:60:00Z',
      '2026-11-02T10:00:60Z',
      '2026-11-02T10:00:00.Z',
      '2026-11-02T10:00:00+0100',
      '2026-11-02T10:00:00Zx',
      '2026/11/02T10:00:00Z',
    ])
      expect(rfc(s)).toBeNaN();
  });

  it('agrees with Date.parse on whole-millisecond UTC times (a property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4102444800000 }), (ms) => {
        const iso = new Date(ms).toISOString(); // 2026-11-02T10:00:00.123Z
        expect(rfc(iso)).toBeCloseTo(ms / 1000, 6);
        expect(Math.round(rfc(iso) * 1000)).toBe(ms);
      }),
      { numRuns: runs(1000) },
    );
  });
});

describe('parseDuration', () => {
  it('reads Prometheus durations, units largest first', () => {
    expect(parseDuration('15s')).toBe(15);
    expect(parseDuration('1m')).toBe(60);
    expect(parseDuration('1h30m')).toBe(5400);
    expect(parseDuration('500ms')).toBe(0.5);
    expect(parseDuration('1w')).toBe(604800);
    expect(parseDuration('1y')).toBe(365 * 86400);
    expect(parseDuration('0')).toBe(0);
  });

  it('refuses other texts', () => {
    for (const s of ['', '15', '1.5m', '30m1h', 'm', '1 m', '1h1h'])
      expect(parseDuration(s)).toBeNull();
  });
});

describe('positions and messages', () => {
  it('gives 1-based lines and columns', () => {
    const text = 'ab\ncd\r\nef';
    expect(lineColumn(text, 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn(text, 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn(text, 7)).toEqual({ line: 3, column: 1 });
    expect(failAt(text, 4, 'bad.')).toEqual({
      ok: false,
      error: 'Line 2, column 2: bad.',
      line: 2,
      column: 2,
    });
  });

  it('writes counts with separators', () => {
    expect(countText(5000000)).toBe('5,000,000');
    expect(countText(999)).toBe('999');
  });
});
