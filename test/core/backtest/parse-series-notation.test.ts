import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compressSeriesValues,
  expandSeriesValues,
  parseSeriesNotation,
  SLOT_MISSING,
  SLOT_STALE,
  SLOT_VALUE,
} from '@/core/backtest/parse-series-notation';
import { runs } from '../property-runs';

const M = 'm'; // a missing sample
const S = 's'; // a staleness marker

/** The expansion as a list: numbers, 'm' for _ and 's' for stale. */
function expand(text: string, counter = false): (number | string)[] {
  const r = expandSeriesValues(text, { counter });
  if (!r.ok) throw new Error(r.error);
  return Array.from(r.value.kinds, (k, i) =>
    k === SLOT_MISSING ? M : k === SLOT_STALE ? S : (r.value.values[i] as number),
  );
}

function expandError(text: string, counter = false) {
  const r = expandSeriesValues(text, { counter });
  if (r.ok) throw new Error(`expected an error for ${text}`);
  return r;
}

describe('expandSeriesValues: promtool’s documented examples', () => {
  it('a+bxn is n + 1 values', () => {
    expect(expand('-2+4x3')).toEqual([-2, 2, 6, 10]);
    expect(expand(' 1-2x4')).toEqual([1, -1, -3, -5, -7]);
    expect(expand(' 1x4')).toEqual([1, 1, 1, 1, 1]);
    expect(expand('0+150x4')).toEqual([0, 150, 300, 450, 600]);
  });

  it('_xn is n missing samples; stale is a marker', () => {
    expect(expand(' 1 _x3 stale')).toEqual([1, M, M, M, S]);
    expect(expand('1 2 3 _ 5 stale')).toEqual([1, 2, 3, M, 5, S]);
    expect(expand('_x0 7')).toEqual([7]);
  });

  it('concatenates runs (the docs’ examples)', () => {
    expect(expand('0+10x5 100+10x3')).toEqual([0, 10, 20, 30, 40, 50, 100, 110, 120, 130]);
    expect(expand('1+0x6 0 0 0')).toEqual([1, 1, 1, 1, 1, 1, 1, 0, 0, 0]);
    expect(expand('10+10x2 30+20x5')).toEqual([10, 20, 30, 30, 50, 70, 90, 110, 130]);
    expect(expand('10+10x7 10+30x4')).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 10, 40, 70, 100, 130,
    ]);
  });

  it('reads numbers as promtool does: exponents, .5, Inf, NaN, and octal with a leading 0', () => {
    expect(expand('1e3 .5 +2 -0.25 1.5e-1+1e-1x1')).toEqual([1000, 0.5, 2, -0.25, 0.15, 0.25]);
    expect(expand('Inf -inf')).toEqual([Infinity, -Infinity]);
    expect(expand('NaN')[0]).toBeNaN();
    expect(expand('010 08 0 00')).toEqual([8, 8, 0, 0]);
    expect(expand('0.1+0.2x2')).toEqual([0.1, 0.1 + 0.2, 0.1 + 0.2 + 0.2]); // repeated addition
  });

  it('tabs and newlines separate values too', () => {
    expect(expand('1\t2\n3  ')).toEqual([1, 2, 3]);
    expect(expand('')).toEqual([]);
  });

  it('refuses what promtool refuses, pointing at the item', () => {
    expect(expandError('1 2 foo 3')).toMatchObject({ offset: 4 });
    expect(expandError('1 2 foo 3').error).toMatch(/“foo” is not a value/);
    expect(expand('0x10')).toEqual(Array(11).fill(0)); // not hex: 0, then 10 more
    expect(expandError('0x1F').error).toMatch(/after x comes a whole number/);
    expect(expandError('1+2').error).toMatch(/a step needs a count/);
    expect(expandError('1x').error).toMatch(/after x comes a whole number/);
    expect(expandError('1x-2').error).toMatch(/after x comes a whole number/);
    expect(expandError('1+-2x3').error).toMatch(/after \+ comes the step/);
    expect(expandError('_3').error).toMatch(/write _ for one missing sample/);
    expect(expandError('stalex3').error).toMatch(/cannot be repeated/);
    expect(expandError('1a').error).toMatch(/is not a value/);
    expect(expandError('1m').error).toMatch(/is not a value/);
    expect(expandError('Infx3').error).toMatch(/is not a value/);
  });

  it('as counters: refuses NaN, ±Inf and negative values with the item', () => {
    expect(expandError('0 1 -1', true)).toMatchObject({
      offset: 4,
      error: '-1: a counter cannot be negative.',
    });
    expect(expandError('10-5x3', true).error).toBe(
      '10-5x3 (its value number 4 is -5): a counter cannot be negative.',
    );
    expect(expandError('1 NaN', true).error).toBe(
      'NaN: NaN is not a counter value; write _ for a missing sample.',
    );
    expect(expandError('+Inf', true).error).toMatch(/Inf is not a counter value/);
    expect(expand('0+10x3 0+10x3', true)).toEqual([0, 10, 20, 30, 0, 10, 20, 30]); // a reset is fine
  });

  it('stops before allocating more than the limit', () => {
    expect(expandError('0+1x100000000').error).toMatch(/more than 5,000,000 samples/);
    expect(expandSeriesValues('1 2 3', { maxSlots: 2 }).ok).toBe(false);
    expect(expandSeriesValues('_x2', { maxSlots: 2 }).ok).toBe(true);
  });
});

describe('compressSeriesValues', () => {
  it('writes runs', () => {
    const k = (...kinds: number[]) => Uint8Array.from(kinds);
    expect(compressSeriesValues([0, 150, 300, 450])).toBe('0+150x3');
    expect(compressSeriesValues([5, 5, 5])).toBe('5x2');
    expect(compressSeriesValues([10, 5, 0])).toBe('10-5x2');
    expect(compressSeriesValues([1, 2])).toBe('1 2');
    expect(compressSeriesValues([1, 0, 0, 0, 7], k(0, 1, 1, 1, 2))).toBe('1 _x3 stale');
    expect(compressSeriesValues([0, 0, 3], k(0, 1, 0))).toBe('0 _ 3');
    expect(compressSeriesValues([NaN, Infinity, -Infinity, -0])).toBe('NaN Inf -Inf -0');
    expect(compressSeriesValues([5, Infinity, Infinity])).toBe('5 Inf Inf'); // no 5+Infx2
    expect(expandSeriesValues('5 Inf Inf').ok).toBe(true);
    expect(compressSeriesValues([])).toBe('');
  });

  it('expands back to the same slots, bit for bit (a property)', () => {
    const slot = fc.oneof(
      {
        weight: 4,
        arbitrary: fc.integer({ min: -5, max: 5 }).map((step) => ({ kind: SLOT_VALUE, step })),
      },
      { weight: 1, arbitrary: fc.double().map((value) => ({ kind: SLOT_VALUE, value })) },
      { weight: 1, arbitrary: fc.constant({ kind: SLOT_MISSING }) },
      { weight: 1, arbitrary: fc.constant({ kind: SLOT_STALE }) },
    );
    fc.assert(
      fc.property(
        fc.array(slot, { maxLength: 60 }),
        fc.integer({ min: 0, max: 1000 }),
        (slots, start) => {
          // Mostly counter-like runs (value + small integer steps), with arbitrary doubles mixed in.
          let current = start;
          const values = new Float64Array(slots.length);
          const kinds = new Uint8Array(slots.length);
          slots.forEach((s, i) => {
            kinds[i] = s.kind;
            if (s.kind !== SLOT_VALUE) return;
            current = 'value' in s ? s.value : current + s.step;
            values[i] = current;
          });
          const text = compressSeriesValues(values, kinds);
          const back = expandSeriesValues(text);
          expect(back.ok).toBe(true);
          if (!back.ok) return;
          expect(Array.from(back.value.kinds)).toEqual(Array.from(kinds));
          back.value.values.forEach((v, i) => {
            if (kinds[i] === SLOT_VALUE) expect(Object.is(v, values[i])).toBe(true);
          });
        },
      ),
      { numRuns: runs(500) },
    );
  });

  it('compresses a 30-day counter to one run', () => {
    const values = Float64Array.from({ length: 172801 }, (_, i) => 150 * i);
    expect(compressSeriesValues(values)).toBe('0+150x172800');
  });
});

describe('parseSeriesNotation: the line form', () => {
  const text = [
    '# the worked example',
    'interval: 15s',
    'http_requests_total{job="api",code="500"} 0+3x4',
    'http_requests_total{job="api",code="200"} 0+147x2 _ 441 stale',
    '',
  ].join('\n');

  it('reads the interval, the labels and the samples at i × interval', () => {
    const r = parseSeriesNotation(text);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.interval).toBe(15);
    expect(r.value.series).toHaveLength(2);
    const [errors, ok200] = r.value.series;
    expect(errors?.labels).toEqual({ __name__: 'http_requests_total', job: 'api', code: '500' });
    expect(Array.from(errors?.series.t ?? [])).toEqual([0, 15, 30, 45, 60]);
    expect(Array.from(errors?.series.v ?? [])).toEqual([0, 3, 6, 9, 12]);
    expect(Array.from(ok200?.series.t ?? [])).toEqual([0, 15, 30, 60]);
    expect(Array.from(ok200?.series.v ?? [])).toEqual([0, 147, 294, 441]);
    expect(r.value.notes).toEqual([
      '1 staleness marker read as gaps (rate() ignores them inside a range).',
    ]);
  });

  it('defaults to promtool’s 1m and takes a start time', () => {
    const r = parseSeriesNotation('up 1 2');
    expect(r.ok && Array.from(r.value.series[0]?.series.t ?? [])).toEqual([0, 60]);
    expect(r.ok && r.value.notes[0]).toMatch(/1m apart/);
    const s = parseSeriesNotation('start: 2026-11-02T10:00:00Z\ninterval: 1m30s\nup 1 2');
    const base = Date.UTC(2026, 10, 2, 10) / 1000;
    expect(s.ok && Array.from(s.value.series[0]?.series.t ?? [])).toEqual([base, base + 90]);
  });

  it('names the line and column of what is wrong', () => {
    const bad = (t: string) => {
      const r = parseSeriesNotation(t);
      if (r.ok) throw new Error('expected a failure');
      return r;
    };
    expect(bad('interval: 15s\nup{job="a"} 0 1 -2')).toEqual({
      ok: false,
      error: 'Line 2, column 17: -2: a counter cannot be negative.',
      line: 2,
      column: 17,
    });
    expect(bad('up{job=~"a"} 1').error).toMatch(/^Line 1, column 7: a series' labels take = only/);
    expect(bad('up{job="a" 1').error).toBe('Line 1, column 12: expected , or } at “1”.');
    expect(bad('interval: 15x\nup 1').error).toMatch(
      /^Line 1, column 11: “15x” is not an interval/,
    );
    expect(bad('up 1\ninterval: 15s').error).toMatch(
      /^Line 2, column 1: interval: goes before the first series/,
    );
    expect(bad('up 1\nup 2').error).toBe(
      'Line 2, column 1: the series up is given twice (first at line 1).',
    );
    expect(bad('up{a="1"}').error).toMatch(/has no values/);
    expect(bad('up{a="1"}2').error).toMatch(/expected a space between the series and its values/);
    expect(bad('# nothing').error).toMatch(/No series/);
  });
});

describe('parseSeriesNotation: promtool YAML', () => {
  it('reads a test file’s first test group', () => {
    const yaml = `rule_files:
  - alerts.yml
evaluation_interval: 1m
tests:
  - interval: 15s
    input_series:
      - series: 'http_requests_total{job="api",code="500"}'
        values: '0+3x2'
      - series: http_requests_total{job="api",code="200"}
        values: "0+147x2"
  - interval: 1m
    input_series:
      - series: up
        values: 1
`;
    const r = parseSeriesNotation(yaml);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.interval).toBe(15);
    expect(r.value.series.map((s) => s.labels.code)).toEqual(['500', '200']);
    expect(Array.from(r.value.series[1]?.series.v ?? [])).toEqual([0, 147, 294]);
    expect(r.value.notes).toEqual([
      'The file has 2 test groups with input_series: the first is read.',
    ]);
  });

  it('reads a group or a bare list, with evaluation_interval or the 1m default', () => {
    const group = parseSeriesNotation(
      'interval: 30s\ninput_series:\n  - series: up\n    values: 1 2\n',
    );
    expect(group.ok && Array.from(group.value.series[0]?.series.t ?? [])).toEqual([0, 30]);
    const list = parseSeriesNotation('- series: up\n  values: 1x2\n');
    expect(list.ok && Array.from(list.value.series[0]?.series.t ?? [])).toEqual([0, 60, 120]);
    const start = parseSeriesNotation(
      'start_timestamp: 1700000000\ninterval: 1m\ninput_series:\n  - series: up\n    values: 1 2\n',
    );
    expect(start.ok && Array.from(start.value.series[0]?.series.t ?? [])).toEqual([
      1700000000, 1700000060,
    ]);
  });

  it('points into the YAML at what is wrong', () => {
    const r = parseSeriesNotation("input_series:\n  - series: 'up'\n    values: '1 2 -3'\n");
    expect(r).toEqual({
      ok: false,
      error: 'Line 3, column 18: -3: a counter cannot be negative.',
      line: 3,
      column: 18,
    });
    const broken = parseSeriesNotation('input_series:\n  - series: up\n   values: [1\n');
    expect(!broken.ok && broken.error).toMatch(/^Line \d+, column \d+: not valid YAML/);
    const noValues = parseSeriesNotation('input_series:\n  - series: up\n');
    expect(!noValues.ok && noValues.error).toMatch(/^Line 2, column 5: this entry has no values/);
  });
});
