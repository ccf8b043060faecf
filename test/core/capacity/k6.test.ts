import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  K6_DEFAULT_DURATION,
  K6_SCENARIO,
  K6_TIME_UNITS,
  k6Duration,
  k6Rate,
  k6Scenario,
  type CapacitySnippet,
  type K6Plan,
} from '@/core/capacity/k6';
import { runs } from '../property-runs';

/** The panel's defaults: 100/s, S = 0.05 s, target 0.1 s; W from the M/M/8 queue, p99 taken as 0.2 s. */
const DEFAULTS: K6Plan = {
  rate: 100,
  meanResponse: 0.0527878,
  responseP99: 0.2,
  waitTarget: 0.1,
  service: 0.05,
};

const levels = (s: CapacitySnippet, level: string) =>
  s.issues.filter((i) => i.level === level).map((i) => i.text);

interface Options {
  scenarios: Record<string, Record<string, unknown>>;
  thresholds: Record<string, string[]>;
}

/** The script's `options` object, evaluated as JavaScript (comments and all). */
function options(text: string): Options {
  const match = /^export const options = (\{[\s\S]*?\n\});$/m.exec(text);
  if (!match?.[1]) throw new Error('no options object');
  // Through JSON: an object from another realm, as plain data.
  return JSON.parse(JSON.stringify(runInNewContext(`(${match[1]})`))) as Options;
}

/** The whole script run as JavaScript against a stand-in for k6/http: the URLs it requests. */
function requests(text: string, url: string): unknown[] {
  const script = text
    .replace("import http from 'k6/http';", '')
    .replace('export const options', 'const options')
    .replace('export default function ()', 'iteration = function ()');
  const got: unknown[] = [];
  const context: { iteration?: () => void } = {};
  runInNewContext(
    script,
    Object.assign(context, {
      http: { get: (u: unknown) => got.push(u) },
      __ENV: { TARGET_URL: url },
    }),
  );
  context.iteration?.();
  return got;
}

/** What `written` says the options are, as the options object holds them. */
function expectedOptions(w: CapacitySnippet['written']): Options {
  return {
    scenarios: {
      [K6_SCENARIO]: {
        executor: w.executor,
        rate: w.rate,
        timeUnit: w.timeUnit,
        duration: w.duration,
        preAllocatedVUs: w.preAllocatedVUs,
        maxVUs: w.maxVUs,
      },
    },
    thresholds: {
      ...(w.http_req_duration === undefined
        ? {}
        : { http_req_duration: [String(w.http_req_duration)] }),
      dropped_iterations: [String(w.dropped_iterations)],
    },
  };
}

const EVEN_SPACING = (every: string) =>
  `constant-arrival-rate starts iterations evenly spaced (one every ${every} s here), while the queue model's arrivals are Poisson: without their bursts the service queues less than the model says, so the test can pass where Poisson traffic at the same rate would miss the target.`;
// 100/s for 600 s offers 60,000 iterations: 0.1% of them is 60.
const DROPS_NOTE =
  'k6 drops an iteration whenever no VU is free, even below maxVUs while it starts another VU (one at a time), so dropped_iterations allows 60 of the 60000 offered (0.1%). Set preAllocatedVUs to maxVUs to rule out the drops while k6 grows.';
const NETWORK_NOTE =
  "k6's http_req_duration is timed at the client, network included; the queue model's response time is waiting plus service at the server.";

// Reviewed against k6's docs for the constant-arrival-rate executor (rate: integer, timeUnit:
// string, default "1s", duration: string, preAllocatedVUs: integer, maxVUs: integer), thresholds
// (a Trend's `p(99)<ms`, a Counter's `count`) and dropped_iterations.
describe('the defaults, whole script', () => {
  it('offers 100/s for 10 minutes with 6 to 20 VUs and a p99 threshold of 200 ms', () => {
    const s = k6Scenario(DEFAULTS);
    expect(s.text).toBe(
      [
        "// k6 load test: the queue model's arrivals as an open model (Reliability Lab, #/capacity)",
        `// WARNING: ${EVEN_SPACING('0.01')}`,
        '//',
        '// Queue model: arrival rate λ = 100/s (Poisson), mean service time 0.05 s, waiting-time target 0.1 s;',
        '// mean response time W = 0.0527878 s, p99 response time 0.2 s.',
        '// rate 100 per timeUnit 1s: λ.',
        "// preAllocatedVUs 6 = ceil(λ·W) = ceil(5.27878): by Little's law, the requests in flight on average.",
        '// maxVUs 20 = ceil(λ × p99 response time) = ceil(20): in flight if every response took the p99.',
        '// http_req_duration p(99)<200: the p99 response time in milliseconds, rounded up. k6 times a',
        '// request at the client, network included; the model counts waiting and service only.',
        '// Options of the constant-arrival-rate executor:',
        '// https://grafana.com/docs/k6/latest/using-k6/scenarios/executors/constant-arrival-rate/',
        '// Run: k6 run -e TARGET_URL=https://your-service/path script.js',
        "import http from 'k6/http';",
        '',
        'export const options = {',
        '  scenarios: {',
        '    arrivals: {',
        "      executor: 'constant-arrival-rate',",
        '      rate: 100,',
        "      timeUnit: '1s',",
        "      duration: '10m',",
        '      preAllocatedVUs: 6,',
        '      // When responses slow down and every VU is busy, k6 starts more, up to maxVUs. An iteration',
        '      // due while no VU is free is dropped and counted in dropped_iterations, also below maxVUs',
        '      // while k6 starts the next VU (one at a time).',
        '      maxVUs: 20,',
        '    },',
        '  },',
        '  thresholds: {',
        "    http_req_duration: ['p(99)<200'],",
        '    // A dropped iteration is load the service never saw: at most 0.1% of those offered, the few',
        '    // k6 drops while it starts VUs past preAllocatedVUs (preAllocatedVUs = maxVUs rules them out).',
        "    dropped_iterations: ['count<=60'],",
        '  },',
        '};',
        '',
        'export default function () {',
        '  // One request per iteration: one arrival of the model. The URL comes from -e TARGET_URL=…',
        '  http.get(__ENV.TARGET_URL);',
        '}',
        '',
      ].join('\n'),
    );
    expect(s.issues).toEqual([
      { level: 'warning', text: EVEN_SPACING('0.01') },
      { level: 'note', text: DROPS_NOTE },
      { level: 'note', text: NETWORK_NOTE },
    ]);
    expect(s.written).toEqual({
      executor: 'constant-arrival-rate',
      rate: 100,
      timeUnit: '1s',
      duration: '10m',
      preAllocatedVUs: 6,
      maxVUs: 20,
      http_req_duration: 'p(99)<200',
      dropped_iterations: 'count<=60',
    });
    expect(s.id).toBe('k6');
  });

  it('is JavaScript: the options object reads back as written, and an iteration gets TARGET_URL', () => {
    const s = k6Scenario(DEFAULTS);
    expect(options(s.text)).toEqual(expectedOptions(s.written));
    expect(requests(s.text, 'https://example.test/api')).toEqual(['https://example.test/api']);
  });
});

describe('rate and timeUnit', () => {
  it('a call centre: 0.2 calls/s is 12 per minute, exactly', () => {
    const s = k6Scenario({
      rate: 0.2,
      meanResponse: 215.3,
      responseP99: 900,
      waitTarget: 20,
      service: 180,
    });
    expect(s.written).toMatchObject({
      rate: 12,
      timeUnit: '1m',
      preAllocatedVUs: 44,
      maxVUs: 180,
      http_req_duration: 'p(99)<900000',
    });
    expect(s.text).toContain(
      '// rate 12 per timeUnit 1m: λ × 60 s, on the shortest of 1s, 1m, 1h that makes it a whole number.\n',
    );
    expect(levels(s, 'warning')).toEqual([EVEN_SPACING('5')]);
    expect(levels(s, 'cannot')).toEqual([]);
    // 12 per minute for 10 minutes: 120 requests, too few for a p99.
    expect(levels(s, 'note')).toContain(
      'The run offers about 120 requests (12 per 1m for 10m): fewer than 1000, so its p(99) rests on fewer than 10 slow requests. A longer duration measures it better.',
    );
    expect(options(s.text)).toEqual(expectedOptions(s.written));
  });

  it('1/3 per second is 20 per minute: no warning', () => {
    expect(k6Rate(1 / 3)).toMatchObject({ rate: 20, timeUnit: '1m', exact: true });
    expect(k6Rate(2.5)).toMatchObject({ rate: 150, timeUnit: '1m', exact: true });
    expect(k6Rate(1 / 3600)).toMatchObject({ rate: 1, timeUnit: '1h', exact: true });
    expect(k6Rate(1e9)).toMatchObject({ rate: 1e9, timeUnit: '1s', exact: true });
  });

  it('1/7 per second is whole on no unit: 514 per hour, with a warning saying by how much', () => {
    const s = k6Scenario({ ...DEFAULTS, rate: 1 / 7 });
    expect(s.written).toMatchObject({ rate: 514, timeUnit: '1h' });
    expect(levels(s, 'warning')[0]).toBe(
      "k6's rate is a whole number of iterations per timeUnit, and none of 1s, 1m, 1h makes this one whole: λ = 0.142857142857/s is 514.285714286 per 1h, written as 514 per 1h (0.142777777778/s, 0.0556% fewer arrivals than the model's).",
    );
    expect(s.text).toContain(
      "// WARNING: k6's rate is a whole number of iterations per timeUnit, and none of 1s, 1m, 1h makes this one whole: λ = 0.142857142857/s",
    );
    expect(s.text).toContain(
      '// rate 514 per timeUnit 1h: λ × 3600 s = 514.285714286, rounded to a whole number.\n',
    );
    // 100.0002 × 3600 = 360000.72: rounded up.
    const up = k6Scenario({ ...DEFAULTS, rate: 100.0002 });
    expect(up.written).toMatchObject({ rate: 360001, timeUnit: '1h' });
    expect(levels(up, 'warning')[0]).toMatch(
      /is 360000\.72 per 1h, written as 360001 per 1h \(100\.000277778\/s, 0\.0000778% more arrivals/,
    );
  });

  it('cannot start fewer than 1 per hour: writes 1, and says so', () => {
    const s = k6Scenario({ ...DEFAULTS, rate: 0.0001 });
    expect(s.written).toMatchObject({ rate: 1, timeUnit: '1h' });
    expect(levels(s, 'cannot')).toEqual([
      "k6's rate is a whole number of iterations per timeUnit, at least 1: λ = 0.0001/s is 0.36 per 1h, written as 1 per 1h (0.000277777777778/s, 178% more arrivals than the model's).",
    ]);
    expect(s.text).toContain('// CANNOT EXPRESS: k6');
  });

  it('rejects a rate that is not a positive number', () => {
    expect(() => k6Rate(0)).toThrow(RangeError);
    expect(() => k6Rate(Number.NaN)).toThrow(RangeError);
    expect(() => k6Scenario({ ...DEFAULTS, meanResponse: Infinity })).toThrow(RangeError);
  });
});

describe('VUs and thresholds', () => {
  it('without a p99 response time: maxVUs is twice preAllocatedVUs, and no latency threshold', () => {
    const s = k6Scenario({ ...DEFAULTS, responseP99: null });
    expect(s.written).toEqual({
      executor: 'constant-arrival-rate',
      rate: 100,
      timeUnit: '1s',
      duration: '10m',
      preAllocatedVUs: 6,
      maxVUs: 12,
      dropped_iterations: 'count<=60',
    });
    expect(s.text).not.toContain('http_req_duration:');
    expect(s.text).toContain(
      '// maxVUs 12 = 2 × preAllocatedVUs, room for slow responses (no p99 response time).\n' +
        '// No http_req_duration threshold: the queue model gives no p99 response time here.\n',
    );
    expect(levels(s, 'note')).toContain(
      'The queue model gives no p99 response time here, so the script sets no http_req_duration threshold.',
    );
    expect(options(s.text)).toEqual(expectedOptions(s.written));
  });

  it('a p99 that adds no VUs: still twice preAllocatedVUs', () => {
    const s = k6Scenario({ ...DEFAULTS, responseP99: 0.053 });
    expect(s.written).toMatchObject({
      preAllocatedVUs: 6,
      maxVUs: 12,
      http_req_duration: 'p(99)<53',
    });
    expect(s.text).toContain(
      '// maxVUs 12 = 2 × preAllocatedVUs, room for slow responses (λ × p99 response time = 5.3 is no more than preAllocatedVUs).\n',
    );
  });

  it('rounds the threshold up to a whole millisecond, forgiving float noise', () => {
    expect(k6Scenario({ ...DEFAULTS, responseP99: 0.07 }).written.http_req_duration).toBe(
      'p(99)<70',
    );
    expect(k6Scenario({ ...DEFAULTS, responseP99: 0.0701 }).written.http_req_duration).toBe(
      'p(99)<71',
    );
    expect(k6Scenario({ ...DEFAULTS, responseP99: 1e-6 }).written.http_req_duration).toBe(
      'p(99)<1',
    );
  });

  it('at least one VU, and λ·W exactly whole is not rounded up', () => {
    const few = k6Scenario({ ...DEFAULTS, rate: 0.01, meanResponse: 0.05, responseP99: 0.2 });
    expect(few.written).toMatchObject({ preAllocatedVUs: 1, maxVUs: 2 });
    // 0.1 × 50 is 5.000000000000001 in floating point.
    expect(k6Scenario({ ...DEFAULTS, rate: 0.1, meanResponse: 50 }).written.preAllocatedVUs).toBe(
      5,
    );
  });
});

describe('duration', () => {
  it('is a Go duration, as k6 reads one', () => {
    expect(k6Duration(K6_DEFAULT_DURATION)).toBe('10m');
    expect(k6Duration(3605)).toBe('1h5s');
    expect(k6Duration(45)).toBe('45s');
    expect(k6Duration(7200)).toBe('2h');
  });

  it('cannot run fractions of a second or less than 1 s', () => {
    const s = k6Scenario({ ...DEFAULTS, duration: 90.5 });
    expect(s.written.duration).toBe('1m31s');
    expect(levels(s, 'cannot')).toEqual([
      'The scenario runs whole seconds, at least 1 s: 90.5 s is written as 1m31s.',
    ]);
    const short = k6Scenario({ ...DEFAULTS, duration: 0.2 });
    expect(short.written.duration).toBe('1s');
    expect(short.text).toContain(
      '// CANNOT EXPRESS: The scenario runs whole seconds, at least 1 s: 0.2 s is written as 1s.',
    );
  });
});

describe('properties', () => {
  const plans = fc.record({
    rate: fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
    meanResponse: fc.double({ min: 1e-4, max: 3600, noNaN: true }),
    responseP99: fc.option(fc.double({ min: 1e-4, max: 86_400, noNaN: true }), { nil: null }),
    waitTarget: fc.double({ min: 0, max: 86_400, noNaN: true }),
    service: fc.double({ min: 1e-4, max: 3600, noNaN: true }),
  });
  const unitSeconds = new Map(K6_TIME_UNITS);

  it('rate per timeUnit is the offered rate, within what the warning states', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const s = k6Scenario(plan);
        const rate = Number(s.written.rate);
        const seconds = unitSeconds.get(String(s.written.timeUnit)) ?? NaN;
        expect(Number.isInteger(rate) && rate >= 1).toBe(true);
        const offered = rate / seconds;
        const change = offered / plan.rate - 1;
        const stated = [...levels(s, 'warning'), ...levels(s, 'cannot')]
          .map((t) => /, ([\d.]+)% (more|fewer) arrivals/.exec(t))
          .find(Boolean);
        if (!stated) {
          expect(Math.abs(change)).toBeLessThanOrEqual(1e-9);
        } else {
          // Stated to three significant digits, in the right direction.
          const percent = Number(stated[1]);
          expect(stated[2]).toBe(change > 0 ? 'more' : 'fewer');
          expect(Math.abs(Math.abs(change) * 100 - percent)).toBeLessThanOrEqual(
            percent * 0.005 + 1e-12,
          );
          expect(s.written.timeUnit).toBe('1h');
          // Rounded on the hour: off by at most half an arrival an hour, unless raised to 1.
          if (rate > 1) expect(Math.abs(offered - plan.rate)).toBeLessThanOrEqual(0.5 / 3600);
        }
      }),
      { numRuns: runs(300) },
    );
  });

  it('1 ≤ preAllocatedVUs ≤ maxVUs, whole, and the options read back as written', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const s = k6Scenario(plan);
        const pre = Number(s.written.preAllocatedVUs);
        const max = Number(s.written.maxVUs);
        expect(Number.isInteger(pre) && Number.isInteger(max)).toBe(true);
        expect(pre).toBeGreaterThanOrEqual(1);
        expect(pre).toBeGreaterThanOrEqual(plan.rate * plan.meanResponse * (1 - 1e-9));
        expect(max).toBeGreaterThan(pre);
        expect(options(s.text)).toEqual(expectedOptions(s.written));
      }),
      { numRuns: runs(200) },
    );
  });
});
