import { describe, expect, it } from 'vitest';
import { parseBacktestData } from '@/core/backtest/parse-data';
import { parsePrometheusAnswer } from '@/core/backtest/parse-prometheus';

const ERRORS = 'http_requests_total{job="api",code=~"5.."}';
const TOTAL = 'http_requests_total{job="api"}';

function matrix(result: unknown[]): string {
  return JSON.stringify({ status: 'success', data: { resultType: 'matrix', result } });
}

const S500 = {
  metric: { __name__: 'http_requests_total', job: 'api', code: '500' },
  values: [
    [1762077600, '1'],
    [1762077615.5, '4'],
    [1762077630, '0'],
  ],
};
const S200 = {
  metric: { __name__: 'http_requests_total', job: 'api', code: '200' },
  values: [
    [1762077600, '100'],
    [1762077615.5, '250'],
  ],
};
const WEB = {
  metric: { __name__: 'http_requests_total', job: 'web', code: '503' },
  values: [[1762077600, 'NaN']],
};

function read(text: string, errors = ERRORS, total = TOTAL) {
  const r = parseBacktestData({ text, errors, total });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

function failure(text: string, errors = ERRORS, total = TOTAL) {
  const r = parseBacktestData({ text, errors, total });
  if (r.ok) throw new Error('expected a failure');
  return r;
}

describe('Prometheus API answers', () => {
  it('reads a matrix and picks the series with the selectors', () => {
    const v = read(matrix([S500, S200, WEB]));
    expect(v.format).toBe('prometheus');
    expect(v.data.errors).toHaveLength(1);
    expect(v.data.errors[0]?.labels).toEqual(S500.metric);
    expect(Array.from(v.data.errors[0]?.t ?? [])).toEqual([1762077600, 1762077615.5, 1762077630]);
    expect(Array.from(v.data.errors[0]?.v ?? [])).toEqual([1, 4, 0]); // a reset is kept
    expect(v.data.total.map((s) => s.labels.code)).toEqual(['500', '200']);
    expect(v.samples).toBe(6);
    expect(v.notes).toContain(
      'The total selector picks 2 series (summed): http_requests_total{code="500", job="api"}, http_requests_total{code="200", job="api"}.',
    );
  });

  it('takes whitespace, the data object alone, the result list alone and bare numbers', () => {
    const pretty = JSON.stringify(
      { status: 'success', data: { resultType: 'matrix', result: [S500, S200] } },
      null,
      2,
    );
    expect(read(pretty).data.errors[0]?.v.length).toBe(3);
    expect(
      read(JSON.stringify({ resultType: 'matrix', result: [S500, S200] })).data.total,
    ).toHaveLength(2);
    expect(read(JSON.stringify([S500, S200])).data.total).toHaveLength(2);
    const bare = matrix([
      {
        metric: { __name__: 'http_requests_total', job: 'api', code: '500' },
        values: [
          [1, 2],
          [2, 3.5],
        ],
      },
    ]);
    expect(Array.from(read(bare).data.errors[0]?.v ?? [])).toEqual([2, 3.5]);
  });

  it('pools several answers given as a list, reading a label set once', () => {
    const v = read(JSON.stringify([JSON.parse(matrix([S500])), JSON.parse(matrix([S500, S200]))]));
    expect(v.data.total).toHaveLength(2);
    expect(v.notes[0]).toBe('1 series given twice (in more than one answer) read once.');
  });

  it('checks only the picked series: NaN in another job is no matter', () => {
    expect(read(matrix([S500, S200, WEB])).data.errors).toHaveLength(1);
    const r = failure(matrix([S500, S200, WEB]), 'http_requests_total{code=~"5.."}');
    expect(r.error).toMatch(
      /^Line 1, column \d+: in http_requests_total\{code="503", job="web"\}, the value "NaN" is not a number a counter can take\.$/,
    );
  });

  it('names the line and column of a bad sample', () => {
    const text =
      '{"status":"success","data":{"resultType":"matrix","result":[\n{"metric":{"__name__":"http_requests_total","job":"api","code":"500"},\n"values":[[1,"1"],[2,"-3"]]}]}}';
    expect(failure(text)).toMatchObject({
      error:
        'Line 3, column 22: in http_requests_total{code="500", job="api"}, the value "-3" is negative, which a counter cannot be.',
      line: 3,
      column: 22,
    });
    expect(
      failure(
        matrix([
          {
            ...S500,
            values: [
              [2, '1'],
              [1, '2'],
            ],
          },
        ]),
      ).error,
    ).toMatch(/the time 1 is before the one before it/);
    expect(
      failure(
        matrix([
          {
            ...S500,
            values: [
              [2, '1'],
              [2, '2'],
            ],
          },
        ]),
      ).error,
    ).toMatch(/the time 2 comes twice/);
    expect(failure(matrix([{ ...S500, values: [[1, '+Inf']] }])).error).toMatch(
      /"\+Inf" is infinite/,
    );
    expect(failure(matrix([{ ...S500, values: [[1762077600000, '1']] }])).error).toMatch(
      /looks like milliseconds/,
    );
    expect(failure(matrix([{ ...S500, values: [[1, 'abc']] }])).error).toMatch(
      /“abc” is not a sample value/,
    );
  });

  it('names the line and column of broken JSON', () => {
    expect(
      failure('{"status":"success",\n "data": {"resultType":"matrix" "result":[]}}'),
    ).toMatchObject({
      error: 'Line 2, column 33: expected “,” or “}”, found “"”. (reading JSON)',
      line: 2,
      column: 33,
    });
    expect(failure('{"status":"success","data":{').error).toMatch(/the JSON ends early/);
    expect(failure(matrix([S500]) + ' x').error).toMatch(/text after the end of the JSON/);
  });

  it('explains a vector, a scalar, an error answer and histograms', () => {
    const vector = JSON.stringify({
      status: 'success',
      data: { resultType: 'vector', result: [{ metric: S500.metric, value: [1762077600, '1'] }] },
    });
    expect(failure(vector).error).toMatch(
      /^This answer is an instant vector .* Query a range instead: add \[7d\] to the selector/,
    );
    expect(
      failure(
        JSON.stringify({ status: 'success', data: { resultType: 'scalar', result: [1, '2'] } }),
      ).error,
    ).toMatch(/is a scalar, not series/);
    expect(
      failure(
        JSON.stringify({ status: 'error', errorType: 'bad_data', error: 'parse error at char 5' }),
      ).error,
    ).toBe('Prometheus answered with an error (bad_data: parse error at char 5).');
    expect(
      failure(
        matrix([{ metric: S500.metric, histograms: [[1, { count: '1', sum: '1', buckets: [] }]] }]),
      ).error,
    ).toMatch(/native histograms/);
    expect(failure('[]').error).toMatch(/empty list/);
    expect(failure(matrix([])).error).toMatch(/no series/);
  });

  it('lists what the data has when a selector picks nothing', () => {
    const r = failure(matrix([S500, S200]), 'http_requests_total{job="checkout",code=~"5.."}');
    expect(r.error).toBe(
      'No series matches the errors selector http_requests_total{job="checkout",code=~"5.."}. The data has 2 series: http_requests_total{code="500", job="api"}, http_requests_total{code="200", job="api"}. Metric names: http_requests_total.',
    );
    const many = Array.from({ length: 7 }, (_, i) => ({
      metric: { __name__: `m${i}` },
      values: [[1, '1']],
    }));
    expect(failure(matrix(many), 'x').error).toMatch(
      /The data has 7 series: m0, m1, m2, m3, m4 and 2 more\. Metric names: m0, m1, m2, m3, m4, …\./,
    );
  });

  it('keeps a label named __proto__ as a label', () => {
    const r = parsePrometheusAnswer(
      '[{"metric":{"__name__":"up","__proto__":"x"},"values":[[1,"1"]]}]',
    );
    expect(r.ok && Object.keys(r.value.series[0]?.labels ?? {})).toEqual(['__name__', '__proto__']);
    expect(
      read(
        '[{"metric":{"__name__":"up","__proto__":"x"},"values":[[1,"1"]]}]',
        'up{__proto__="x"}',
        'up',
      ).data.errors,
    ).toHaveLength(1);
  });
});
