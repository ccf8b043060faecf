import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseBacktestCsv, writeBacktestCsv } from '@/core/backtest/parse-csv';
import type { CounterSeries } from '@/core/backtest/series';
import { runs } from '../property-runs';

function parsed(text: string) {
  const r = parseBacktestCsv(text);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function failure(text: string) {
  const r = parseBacktestCsv(text);
  if (r.ok) throw new Error('expected a failure');
  return r;
}

const arr = (a: Float64Array) => Array.from(a);

describe('parseBacktestCsv', () => {
  it('reads the plain form', () => {
    const v = parsed('time,errors,total\n0,0,0\n15,1,150\n30,3,300\n');
    expect(arr(v.errors.t)).toEqual([0, 15, 30]);
    expect(arr(v.errors.v)).toEqual([0, 1, 3]);
    expect(arr(v.total.t)).toEqual([0, 15, 30]);
    expect(arr(v.total.v)).toEqual([0, 150, 300]);
    expect(v.errors.labels).toEqual({});
    expect(v.rows).toBe(3);
    expect(v.ignoredColumns).toEqual([]);
  });

  it('takes CRLF, a BOM, spaces, quotes, any column order and case, and ignores other columns', () => {
    const text =
      '\ufeff "Total" , instance, TIME ,errors\r\n 150 ,a, 1762077600.5 , "2" \r\n\r\n# a comment\r\n"300",b,1762077615.5,4';
    const v = parsed(text);
    expect(arr(v.total.t)).toEqual([1762077600.5, 1762077615.5]);
    expect(arr(v.total.v)).toEqual([150, 300]);
    expect(arr(v.errors.v)).toEqual([2, 4]);
    expect(v.ignoredColumns).toEqual(['instance']);
  });

  it('reads RFC 3339 times, with offsets and fractions, and timestamp for time', () => {
    const v = parsed(
      'timestamp,errors,total\n2026-11-02T10:00:00Z,0,0\n2026-11-02T11:00:15+01:00,1,2\n2026-11-02T10:00:30.25Z,1,3\n',
    );
    const base = Date.UTC(2026, 10, 2, 10) / 1000;
    expect(arr(v.errors.t)).toEqual([base, base + 15, base + 30.25]);
  });

  it('treats an empty cell as a missing sample of that column; a counter may reset', () => {
    const v = parsed('time,errors,total\n0,,10\n15,2,\n30,0,5\n45,,\n');
    expect(arr(v.errors.t)).toEqual([15, 30]);
    expect(arr(v.errors.v)).toEqual([2, 0]);
    expect(arr(v.total.t)).toEqual([0, 30]);
    expect(arr(v.total.v)).toEqual([10, 5]);
    expect(v.rows).toBe(4);
  });

  it('names the line and column of what is wrong', () => {
    expect(failure('time,errors,total\n0,0,0\n15,-1,2\n')).toEqual({
      ok: false,
      error: 'Line 3, column 4: errors is -1: a counter cannot be negative.',
      line: 3,
      column: 4,
    });
    expect(failure('time,errors,total\n0,0,NaN\n').error).toBe(
      'Line 2, column 5: total is NaN, which is not a counter value: leave the cell empty for a missing sample.',
    );
    expect(failure('time,errors,total\n0,0,+Inf\n').error).toMatch(
      /^Line 2, column 5: total is \+Inf, which is not a counter value/,
    );
    expect(failure('time,errors,total\n0,x,1\n').error).toBe(
      'Line 2, column 3: errors “x” is not a number.',
    );
    expect(failure('time,errors,total\n30,0,0\n15,0,0\n').error).toBe(
      'Line 3, column 1: the time 15 is before the time on line 2: rows must be in time order.',
    );
    expect(failure('time,errors,total\n15,0,0\n\n15,0,0\n').error).toBe(
      'Line 4, column 1: the time 15 is the same as on line 2: each row needs its own time.',
    );
    expect(failure('time,errors,total\nyesterday,0,0\n').error).toMatch(
      /^Line 2, column 1: “yesterday” is not a time: write Unix seconds/,
    );
    expect(failure('time,errors,total\n2026-02-30T00:00:00Z,0,0\n').error).toMatch(/is not a time/);
    expect(failure('time,errors,total\n1762077600000,0,0\n').error).toMatch(
      /looks like milliseconds/,
    );
    expect(failure('time,errors,total\n,0,0\n').error).toBe('Line 2, column 1: the time is empty.');
    expect(failure('time,errors,total\n0,0\n').error).toBe(
      'Line 2: this row has 2 cells but the header names 3 columns.',
    );
    expect(failure('time,errors,total\n0,"1,2\n').error).toMatch(
      /^Line 2, column 3: a quote opened in column 3 is not closed/,
    );
  });

  it('explains a missing or wrong header', () => {
    expect(failure('0,0,0\n15,1,150\n')).toMatchObject({
      error:
        'Line 1: the CSV has no header: the first line must name the columns, time,errors,total.',
      line: 1,
    });
    expect(failure('\n\ntime,errors\n0,0\n').error).toBe(
      'Line 3: the header has no “total” column (it has “time”, “errors”); it needs time,errors,total.',
    );
    expect(failure('time;errors;total\n0;0;0\n').error).toBe(
      'Line 1: separate the columns with commas: time,errors,total.',
    );
    expect(failure('time,errors,total,errors\n').error).toMatch(/names the column “errors” twice/);
    expect(failure('time,errors,total\n').error).toBe('Line 2: the CSV has a header but no rows.');
    expect(failure('').error).toMatch(/The CSV is empty/);
    expect(failure('time,errors,total\n0,,1\n').error).toMatch(/errors column is empty/);
  });
});

describe('writeBacktestCsv', () => {
  it('writes one row per time of either series, empty cells where one has none', () => {
    const errors: CounterSeries = {
      labels: {},
      t: Float64Array.of(15, 30),
      v: Float64Array.of(2, 0),
    };
    const total: CounterSeries = {
      labels: {},
      t: Float64Array.of(0, 30),
      v: Float64Array.of(10, 5),
    };
    expect(writeBacktestCsv(errors, total)).toBe('time,errors,total\n0,,10\n15,2,\n30,0,5\n');
  });

  it('round-trips: write, parse, the same doubles (a property)', () => {
    const series = fc
      .uniqueArray(fc.double({ min: -1e10, max: 9.9e10, noNaN: true }), {
        minLength: 1,
        maxLength: 40,
        comparator: 'SameValueZero', // 0 and -0 are one time
      })
      .chain((times) => {
        const t = Float64Array.from(times.map((x) => (Object.is(x, -0) ? 0 : x))).sort();
        return fc
          .array(fc.oneof(fc.double({ min: 0, max: 1e300, noNaN: true }), fc.nat()), {
            minLength: t.length,
            maxLength: t.length,
          })
          .map((values) => ({
            labels: {},
            t,
            v: Float64Array.from(values, (x) => (Object.is(x, -0) ? 0 : x)),
          }));
      });
    fc.assert(
      fc.property(series, series, (errors, total) => {
        const back = parseBacktestCsv(writeBacktestCsv(errors, total));
        expect(back.ok).toBe(true);
        if (!back.ok) return;
        expect(back.value.errors).toEqual(errors);
        expect(back.value.total).toEqual(total);
      }),
      { numRuns: runs(300) },
    );
  });
});
