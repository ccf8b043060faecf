import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBuckets, parseBuckets, type Bucket } from '@/core/tail/histogram';
import { runs } from '../property-runs';

const BUCKETS: Bucket[] = [
  { le: 0.1, count: 50 },
  { le: 0.2, count: 80 },
  { le: 0.5, count: 95 },
  { le: 1, count: 99 },
  { le: Infinity, count: 100 },
];

function parsed(text: string): Bucket[] {
  const r = parseBuckets(text);
  if (!r.ok) throw new Error(`expected buckets, got: ${r.error}`);
  return r.value;
}

function error(text: string): string {
  const r = parseBuckets(text);
  if (r.ok) throw new Error(`expected an error, got ${JSON.stringify(r.value)}`);
  return r.error;
}

describe('parseBuckets: plain lines', () => {
  it('`le count`, `le,count`, `le, count`, tabs, a CSV header, quotes, +Inf/Inf/inf', () => {
    expect(parsed('0.1 50\n0.2 80\n0.5 95\n1 99\n+Inf 100')).toEqual(BUCKETS);
    expect(parsed('le,count\n0.1,50\n0.2,80\n0.5,95\n1,99\n+Inf,100\n')).toEqual(BUCKETS);
    expect(parsed('0.1, 50\r\n0.2\t80\r\n0.5 ; 95\r\n1 99\r\nInf 100')).toEqual(BUCKETS);
    expect(parsed('"0.1","50"\n"0.2","80"\n"0.5","95"\n"1","99"\n"inf","100"')).toEqual(BUCKETS);
    expect(parsed('# latency\n\n0.1 50\n  0.2 80  \n0.5 95\n1e0 99\n+Inf 1e2')).toEqual(BUCKETS);
  });

  it('no +Inf line: the last bucket is the total', () => {
    expect(parsed('0.1 5\n0.2 10')).toEqual([
      { le: 0.1, count: 5 },
      { le: 0.2, count: 10 },
    ]);
  });

  it('messages name the line and what is wrong', () => {
    expect(error('')).toMatch(/^Paste the histogram's buckets/);
    expect(error('  \n # only a comment\n')).toMatch(/^Paste the histogram's buckets/);
    expect(error('0.1 50\n0.2 eighty')).toBe(
      'Line 2: “eighty” is not a count of requests (a number, 0 or more).',
    );
    expect(error('0.1 50\n0.2 -3')).toMatch(/^Line 2: “-3” is not a count/);
    expect(error('0.1 50\n0.2 NaN')).toMatch(/^Line 2: “NaN” is not a count/);
    expect(error('0.1 50\nfast 80')).toMatch(/^Line 2: fast has no le label/);
    expect(error('0.1 50\n0.2 80 90')).toMatch(/^Line 2: “0.2 80 90” is not a bucket; write one/);
    expect(error('-0.1 5\n0.1 50')).toBe('Line 1: le -0.1 is negative; latencies start at 0 s.');
    expect(error('0.5 95\n0.2 80')).toBe(
      'Line 2: le 0.2 comes after le 0.5; list the buckets from the smallest le up.',
    );
    expect(error('0.1 50\n0.2 80\n0.2 81')).toBe(
      'Line 3: le 0.2 appears a second time (first: Line 2).',
    );
    expect(error('0.1 50\n0.2 40\n+Inf 60')).toBe(
      'Line 2: le 0.2 counts 40, fewer than the 50 of le 0.1: the counts are cumulative (requests at or below le), so they never fall.',
    );
    expect(error('+Inf 10')).toBe(
      'Line 1: only a +Inf bucket; histogram_quantile needs at least one finite bucket to interpolate in.',
    );
    expect(error('0.1 0\n+Inf 0')).toBe(
      'Line 2: the buckets count no requests (the total is 0); paste a histogram that has seen traffic.',
    );
  });
});

const EXPOSITION = `# HELP http_request_duration_seconds A histogram of the request duration.
# TYPE http_request_duration_seconds histogram
http_request_duration_seconds_bucket{le="0.1"} 50
http_request_duration_seconds_bucket{le="0.2"} 80
http_request_duration_seconds_bucket{le="0.5"} 95
http_request_duration_seconds_bucket{le="1"} 99
http_request_duration_seconds_bucket{le="+Inf"} 100
http_request_duration_seconds_sum 12.5
http_request_duration_seconds_count 100
`;

describe('parseBuckets: Prometheus exposition', () => {
  it('reads the _bucket lines, ignores comments, _sum and _count', () => {
    expect(parsed(EXPOSITION)).toEqual(BUCKETS);
  });

  it('other labels and timestamps; several series added up by le', () => {
    const text = [
      'rpc_seconds_bucket{method="GET",le="0.1",code="200"} 30 1700000000000',
      'rpc_seconds_bucket{method="GET",le="1.0",code="200"} 60 1700000000000',
      'rpc_seconds_bucket{method="GET",le="+Inf",code="200"} 61 1700000000000',
      'rpc_seconds_bucket{method="POST",le="0.1",code="200"} 20',
      'rpc_seconds_bucket{method="POST",le="1.0",code="200"} 39',
      'rpc_seconds_bucket{method="POST",le="+Inf",code="200"} 39',
      'rpc_seconds_created{method="POST"} 1.7e9',
    ].join('\n');
    expect(parsed(text)).toEqual([
      { le: 0.1, count: 50 },
      { le: 1, count: 99 },
      { le: Infinity, count: 100 },
    ]);
  });

  it('messages name the line', () => {
    expect(error('a_bucket{le="0.1"} 5\nb_bucket{le="0.2"} 9')).toBe(
      'Line 2: a second histogram (b_bucket) after a_bucket (Line 1); paste the buckets of one histogram.',
    );
    expect(error('a_bucket{le="0.1"} 5\na_bucket{instance="x"} 9')).toMatch(
      /^Line 2: a_bucket has no le label/,
    );
    expect(error('a_bucket{le="fast"} 5')).toBe('Line 1: le="fast" is not a bucket bound.');
    expect(error('a_bucket{le="-1"} 5')).toBe(
      'Line 1: le="-1" is negative; latencies start at 0 s.',
    );
    expect(error('a_bucket{le="0.1"} NaN')).toMatch(/^Line 1: “NaN” is not a count/);
    expect(error('a_bucket{le="0.5"} 5\na_bucket{le="0.1"} 3')).toMatch(
      /^Line 2: le 0.1 comes after le 0.5/,
    );
    expect(
      error('a_bucket{i="1",le="0.1"} 5\na_bucket{i="1",le="1"} 9\na_bucket{i="2",le="0.1"} 5'),
    ).toMatch(/^Line 3: this series has no bucket le 1, which the first series has \(Line 2\)/);
    expect(error('a_bucket{i="1",le="0.1"} 5\na_bucket{i="2",le="0.2"} 5')).toMatch(
      /^Line 2: le 0.2 is not a bucket of the first series \(Line 1\)/,
    );
    expect(
      error(
        'a_bucket{i="1",le="0.1"} 5\na_bucket{i="1",le="1"} 9\na_bucket{i="2",le="0.1"} 9\na_bucket{i="2",le="1"} 3',
      ),
    ).toBe(
      'Line 2: le 1 counts 12 (added up over 2 series), fewer than the 14 of le 0.1: the counts are cumulative (requests at or below le), so they never fall.',
    );
  });
});

/** A Prometheus HTTP API answer to an instant query. */
function answer(result: unknown[], resultType = 'vector'): string {
  return JSON.stringify({ status: 'success', data: { resultType, result } }, null, 2);
}

const series = (le: string, count: string, labels: Record<string, string> = {}) => ({
  metric: { __name__: 'http_request_duration_seconds_bucket', ...labels, le },
  value: [1700000000.123, count],
});

describe('parseBuckets: JSON of an instant query', () => {
  it('reads the vector in any order; sums series with the same le', () => {
    const text = answer([
      series('+Inf', '100'),
      series('0.2', '80'),
      series('0.1', '50'),
      series('1', '99'),
      series('0.5', '95'),
    ]);
    expect(parsed(text)).toEqual(BUCKETS);
    const two = answer([
      series('0.1', '30', { instance: 'a' }),
      series('+Inf', '60', { instance: 'a' }),
      series('0.1', '20', { instance: 'b' }),
      series('+Inf', '40', { instance: 'b' }),
    ]);
    expect(parsed(two)).toEqual([
      { le: 0.1, count: 50 },
      { le: Infinity, count: 100 },
    ]);
    // Its data object or its result list alone.
    expect(parsed(JSON.stringify([series('0.1', '5'), series('+Inf', '5')]))).toEqual([
      { le: 0.1, count: 5 },
      { le: Infinity, count: 5 },
    ]);
  });

  it('messages say which result and what is wrong', () => {
    expect(error('{"status": "success", "data": ')).toMatch(/^The JSON does not parse: /);
    expect(error(JSON.stringify({ status: 'error', error: 'parse error at char 5' }))).toBe(
      'Prometheus answered with an error: parse error at char 5.',
    );
    expect(error(answer([], 'matrix'))).toMatch(
      /^The answer is a matrix, not a vector: run an instant query/,
    );
    expect(error(JSON.stringify({ status: 'success', data: {} }))).toMatch(
      /^The JSON is not a Prometheus query answer/,
    );
    expect(error(answer([]))).toBe(
      'The query answered no series: check the metric name and the time range.',
    );
    expect(
      error(answer([series('0.1', '5'), { metric: { __name__: 'x' }, value: [1, '3'] }])),
    ).toBe('Result 2 of the JSON has no le label; query the …_bucket series of a histogram.');
    expect(error(answer([series('0.1', '5'), series('+Inf', 'NaN')]))).toBe(
      'Result 2 of the JSON (le="+Inf"): its value "NaN" is not a count of requests; expected "value": [timestamp, "42"].',
    );
    expect(error(answer([series('0.1', '5'), series('+Inf', '3')]))).toMatch(
      /^Result 2 of the JSON: le \+Inf counts 3, fewer than the 5 of le 0.1/,
    );
    expect(error(answer([series('soon', '5')]))).toBe(
      'Result 1 of the JSON: le="soon" is not a bucket bound.',
    );
  });
});

describe('checkBuckets', () => {
  it('accepts valid buckets, with or without +Inf', () => {
    expect(checkBuckets(BUCKETS)).toBeNull();
    expect(checkBuckets(BUCKETS.slice(0, 4))).toBeNull();
  });

  it('names the bucket at fault', () => {
    expect(checkBuckets([])).toMatch(/^Paste the histogram's buckets/);
    expect(checkBuckets([{ le: -1, count: 1 }])).toBe(
      'The bucket le=-1 is not a bound of 0 s or more.',
    );
    expect(checkBuckets([{ le: 1, count: NaN }])).toMatch(/^The bucket le=1 has a count \(NaN\)/);
    expect(
      checkBuckets([
        { le: 1, count: 1 },
        { le: 1, count: 2 },
      ]),
    ).toMatch(/^The bucket le=1 comes after le=1/);
    expect(
      checkBuckets([
        { le: 1, count: 5 },
        { le: Infinity, count: 2 },
      ]),
    ).toMatch(/^The bucket le=\+Inf counts 2, fewer than the 5 of le=1/);
    expect(checkBuckets([{ le: Infinity, count: 2 }])).toMatch(/^Only a \+Inf bucket/);
    expect(checkBuckets([{ le: 1, count: 0 }])).toBe(
      'The buckets count no requests: the total is 0.',
    );
  });

  it('parse ∘ print is the identity on valid buckets', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ width: fc.integer({ min: 1, max: 1000 }), added: fc.nat(1000) }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.nat(50),
        (steps, inf) => {
          let le = 0;
          let count = 0;
          const buckets: Bucket[] = steps.map((s) => {
            le += s.width / 1000;
            count += s.added;
            return { le, count };
          });
          buckets.push({ le: Infinity, count: count + inf + 1 });
          const text = buckets
            .map((b) => `${b.le === Infinity ? '+Inf' : b.le} ${b.count}`)
            .join('\n');
          expect(parsed(text)).toEqual(buckets);
        },
      ),
      { numRuns: runs(100) },
    );
  });
});
