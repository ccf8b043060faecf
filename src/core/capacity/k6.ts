/**
 * A k6 load test that offers the panel's arrival rate as an open model: one scenario with the
 * `constant-arrival-rate` executor. Source: k6's docs for the executor
 * (grafana.com/docs/k6/latest/using-k6/scenarios/executors/constant-arrival-rate/): `rate`
 * (integer, required) iterations start in each `timeUnit` (string, default "1s"), spaced evenly,
 * for `duration` (string, required); `preAllocatedVUs` (integer, required) VUs are started before
 * the test and up to `maxVUs` (integer, default preAllocatedVUs) during it. An iteration due when
 * no VU is free is dropped and counted by the `dropped_iterations` counter (docs: "Dropped
 * iterations"), also while k6 starts another VU below maxVUs (grafana/k6 issue #2837 and
 * constant_arrival_rate.go). Thresholds: a Trend such as `http_req_duration` takes `p(N)<ms`, a
 * Counter `count`; executors run for at least 1 s.
 */
import { commentLines, issueLines } from '../emit/comments';
import { messageNumber } from '../emit/numbers';
import {
  HEADER_SUFFIX,
  ceilWhole,
  nearlyEqual,
  percentText,
  threeDigits,
  type CapacitySnippet,
  type ConfigIssue,
} from './config';

export type { CapacitySnippet } from './config';

export interface K6Plan {
  /** Arrival rate λ, requests per second (the model's Poisson stream). */
  readonly rate: number;
  /** Mean response time W (waiting plus service), seconds, from the queue model. */
  readonly meanResponse: number;
  /** 99th-percentile response time, seconds, from the queue model; null when it has none. */
  readonly responseP99: number | null;
  /** The waiting-time target, seconds (99% of requests should wait at most this). */
  readonly waitTarget: number;
  /** Mean service time S, seconds. */
  readonly service: number;
  /** How long the scenario runs, seconds; default K6_DEFAULT_DURATION. */
  readonly duration?: number;
}

/** Ten minutes: long enough for the queue to settle and for a p99 over tens of thousands of requests. */
export const K6_DEFAULT_DURATION = 600;

export const K6_EXECUTOR_DOCS =
  'https://grafana.com/docs/k6/latest/using-k6/scenarios/executors/constant-arrival-rate/';

/** Requests below which a p(99) rests on fewer than 10 beyond it. */
export const K6_P99_SAMPLE = 1000;

/** The scenario's name in `options.scenarios`. */
export const K6_SCENARIO = 'arrivals';

/** The time units tried for `rate`, shortest first. */
export const K6_TIME_UNITS: ReadonlyArray<readonly [string, number]> = [
  ['1s', 1],
  ['1m', 60],
  ['1h', 3600],
];

export interface K6Rate {
  /** Whole iterations per timeUnit, at least 1. */
  readonly rate: number;
  readonly timeUnit: string;
  /** The timeUnit in seconds. */
  readonly unitSeconds: number;
  /** λ × unitSeconds before rounding (the same as `rate` when exact). */
  readonly perUnit: number;
  /** False when no unit makes λ whole and `rate` is rounded on the hour. */
  readonly exact: boolean;
}

/**
 * λ as k6's whole `rate` per `timeUnit`: the shortest of 1s, 1m, 1h on which λ is a whole number
 * (0.2/s → 12 per 1m), else λ × 3600 rounded, at least 1, on 1h.
 */
export function k6Rate(lambda: number): K6Rate {
  if (!Number.isFinite(lambda) || lambda <= 0) {
    throw new RangeError(`an arrival rate must be a positive finite number, not ${lambda}`);
  }
  for (const [timeUnit, unitSeconds] of K6_TIME_UNITS) {
    const perUnit = lambda * unitSeconds;
    const whole = Math.round(perUnit);
    if (whole >= 1 && nearlyEqual(perUnit, whole)) {
      return { rate: whole, timeUnit, unitSeconds, perUnit, exact: true };
    }
  }
  const [timeUnit, unitSeconds] = K6_TIME_UNITS[K6_TIME_UNITS.length - 1] ?? ['1h', 3600];
  const perUnit = lambda * unitSeconds;
  return { rate: Math.max(1, Math.round(perUnit)), timeUnit, unitSeconds, perUnit, exact: false };
}

/** Whole seconds as a Go duration, as k6 reads one: 600 → `10m`, 3605 → `1h5s`, 45 → `45s`. */
export function k6Duration(seconds: number): string {
  let rest = seconds;
  let text = '';
  for (const [unit, size] of [
    ['h', 3600],
    ['m', 60],
    ['s', 1],
  ] as const) {
    const count = Math.floor(rest / size);
    if (count > 0) text += `${count}${unit}`;
    rest -= count * size;
  }
  return text || '0s';
}

function positive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive finite number, not ${value}`);
  }
}

export function k6Scenario(plan: K6Plan): CapacitySnippet {
  positive('the mean response time', plan.meanResponse);
  if (plan.responseP99 !== null) positive('the p99 response time', plan.responseP99);
  const lambda = plan.rate;
  const r = k6Rate(lambda);
  const issues: ConfigIssue[] = [];

  if (!r.exact) {
    const written = r.rate / r.unitSeconds;
    const change = written / lambda - 1;
    const text = `λ = ${messageNumber(lambda)}/s is ${messageNumber(r.perUnit)} per ${r.timeUnit}, written as ${r.rate} per ${r.timeUnit} (${messageNumber(written)}/s, ${percentText(Math.abs(change))}% ${change > 0 ? 'more' : 'fewer'} arrivals than the model's).`;
    issues.push(
      r.perUnit < 0.5
        ? {
            level: 'cannot',
            text: `k6's rate is a whole number of iterations per timeUnit, at least 1: ${text}`,
          }
        : {
            level: 'warning',
            text: `k6's rate is a whole number of iterations per timeUnit, and none of 1s, 1m, 1h makes this one whole: ${text}`,
          },
    );
  }

  const durationAsked = plan.duration ?? K6_DEFAULT_DURATION;
  positive('the duration', durationAsked);
  const durationSeconds = Math.max(1, Math.round(durationAsked));
  if (!nearlyEqual(durationAsked, durationSeconds)) {
    issues.push({
      level: 'cannot',
      text: `The scenario runs whole seconds, at least 1 s: ${messageNumber(durationAsked)} s is written as ${k6Duration(durationSeconds)}.`,
    });
  }
  const duration = k6Duration(durationSeconds);

  issues.push({
    level: 'warning',
    text: `constant-arrival-rate starts iterations evenly spaced (one every ${threeDigits(r.unitSeconds / r.rate)} s here), while the queue model's arrivals are Poisson: without their bursts the service queues less than the model says, so the test can pass where Poisson traffic at the same rate would miss the target.`,
  });

  // Little's law: λ·W requests in flight on average, each holding one VU for its response time.
  const inFlight = lambda * plan.meanResponse;
  const preAllocatedVUs = Math.max(1, ceilWhole(inFlight));
  const p99InFlight = plan.responseP99 === null ? null : lambda * plan.responseP99;
  const p99VUs = p99InFlight === null ? null : ceilWhole(p99InFlight);
  const maxVUs = p99VUs !== null && p99VUs > preAllocatedVUs ? p99VUs : 2 * preAllocatedVUs;
  const thresholdMs =
    plan.responseP99 === null ? null : Math.max(1, ceilWhole(plan.responseP99 * 1000));
  const p99Threshold = thresholdMs === null ? null : `p(99)<${thresholdMs}`;

  // k6 drops an iteration whenever no VU is free, even below maxVUs while it starts the next VU
  // (one at a time: grafana/k6 #2837), so a healthy run that grows past preAllocatedVUs drops a
  // few: the threshold allows one offered iteration in a thousand.
  const offered = Math.floor((durationSeconds * r.rate) / r.unitSeconds);
  const allowedDrops = Math.floor(offered / 1000);
  const dropThreshold = `count<=${allowedDrops}`;
  issues.push({
    level: 'note',
    text: `k6 drops an iteration whenever no VU is free, even below maxVUs while it starts another VU (one at a time), so dropped_iterations allows ${allowedDrops} of the ${offered} offered (0.1%). Set preAllocatedVUs to maxVUs to rule out the drops while k6 grows.`,
  });
  if (p99Threshold === null) {
    issues.push({
      level: 'note',
      text: 'The queue model gives no p99 response time here, so the script sets no http_req_duration threshold.',
    });
  } else {
    issues.push({
      level: 'note',
      text: "k6's http_req_duration is timed at the client, network included; the queue model's response time is waiting plus service at the server.",
    });
    const requests = offered;
    if (requests < K6_P99_SAMPLE) {
      issues.push({
        level: 'note',
        text: `The run offers about ${requests} requests (${r.rate} per ${r.timeUnit} for ${duration}): fewer than ${K6_P99_SAMPLE}, so its p(99) rests on fewer than ${K6_P99_SAMPLE / 100} slow requests. A longer duration measures it better.`,
      });
    }
  }

  const rateLine =
    r.exact && r.unitSeconds === 1
      ? `rate ${r.rate} per timeUnit 1s: λ.`
      : r.exact
        ? `rate ${r.rate} per timeUnit ${r.timeUnit}: λ × ${r.unitSeconds} s, on the shortest of 1s, 1m, 1h that makes it a whole number.`
        : `rate ${r.rate} per timeUnit ${r.timeUnit}: λ × ${r.unitSeconds} s = ${messageNumber(r.perUnit)}, rounded to a whole number.`;
  const preLine = `preAllocatedVUs ${preAllocatedVUs} = ceil(λ·W) = ceil(${messageNumber(inFlight)})${preAllocatedVUs > ceilWhole(inFlight) ? ', at least 1' : ''}: by Little's law, the requests in flight on average.`;
  const maxLine =
    p99VUs !== null && p99VUs > preAllocatedVUs
      ? `maxVUs ${maxVUs} = ceil(λ × p99 response time) = ceil(${messageNumber(p99InFlight ?? 0)}): in flight if every response took the p99.`
      : p99InFlight === null
        ? `maxVUs ${maxVUs} = 2 × preAllocatedVUs, room for slow responses (no p99 response time).`
        : `maxVUs ${maxVUs} = 2 × preAllocatedVUs, room for slow responses (λ × p99 response time = ${messageNumber(p99InFlight)} is no more than preAllocatedVUs).`;
  const thresholdLines =
    p99Threshold === null
      ? ['No http_req_duration threshold: the queue model gives no p99 response time here.']
      : [
          `http_req_duration ${p99Threshold}: the p99 response time in milliseconds, rounded up. k6 times a`,
          'request at the client, network included; the model counts waiting and service only.',
        ];
  const header = [
    `k6 load test: the queue model's arrivals as an open model ${HEADER_SUFFIX}`,
    ...issueLines(issues),
    '',
    `Queue model: arrival rate λ = ${messageNumber(lambda)}/s (Poisson), mean service time ${messageNumber(plan.service)} s, waiting-time target ${messageNumber(plan.waitTarget)} s;`,
    `mean response time W = ${messageNumber(plan.meanResponse)} s, p99 response time ${plan.responseP99 === null ? 'not known' : `${messageNumber(plan.responseP99)} s`}.`,
    rateLine,
    preLine,
    maxLine,
    ...thresholdLines,
    'Options of the constant-arrival-rate executor:',
    K6_EXECUTOR_DOCS,
    'Run: k6 run -e TARGET_URL=https://your-service/path script.js',
  ];

  const text = [
    ...commentLines(header, '//'),
    "import http from 'k6/http';",
    '',
    'export const options = {',
    '  scenarios: {',
    `    ${K6_SCENARIO}: {`,
    "      executor: 'constant-arrival-rate',",
    `      rate: ${r.rate},`,
    `      timeUnit: '${r.timeUnit}',`,
    `      duration: '${duration}',`,
    `      preAllocatedVUs: ${preAllocatedVUs},`,
    '      // When responses slow down and every VU is busy, k6 starts more, up to maxVUs. An iteration',
    '      // due while no VU is free is dropped and counted in dropped_iterations, also below maxVUs',
    '      // while k6 starts the next VU (one at a time).',
    `      maxVUs: ${maxVUs},`,
    '    },',
    '  },',
    '  thresholds: {',
    ...(p99Threshold === null ? [] : [`    http_req_duration: ['${p99Threshold}'],`]),
    '    // A dropped iteration is load the service never saw: at most 0.1% of those offered, the few',
    '    // k6 drops while it starts VUs past preAllocatedVUs (preAllocatedVUs = maxVUs rules them out).',
    `    dropped_iterations: ['${dropThreshold}'],`,
    '  },',
    '};',
    '',
    'export default function () {',
    '  // One request per iteration: one arrival of the model. The URL comes from -e TARGET_URL=…',
    '  http.get(__ENV.TARGET_URL);',
    '}',
    '',
  ].join('\n');

  return {
    id: 'k6',
    title: 'k6 load test',
    text,
    issues,
    written: {
      executor: 'constant-arrival-rate',
      rate: r.rate,
      timeUnit: r.timeUnit,
      duration,
      preAllocatedVUs,
      maxVUs,
      ...(p99Threshold === null ? {} : { http_req_duration: p99Threshold }),
      dropped_iterations: dropThreshold,
    },
  };
}
