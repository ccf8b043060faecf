/**
 * The alert backtest's built-in data sets: pure, deterministic functions of nothing (no random
 * draws), named for the URL (`sample=clean-week`). Each is one errors and one total counter,
 * integer valued, starting at 0 at time 0 (Unix seconds, so 1970-01-01 in a CSV), sampled every
 * 15 s (the week-long ones every minute, see MINUTELY), under a 99.9% SLO over 30 days. Errors accumulate at exactly the stated ratio: the errors
 * counter is the whole part of ratio × requests so far, so the ratio is exact at every multiple of
 * 1/ratio requests and off by less than one error in between.
 */
import { fail, ok, type Parsed } from '../input/parsed';
import { writeBacktestCsv } from './parse-csv';
import type { BacktestData } from './series';

export const SAMPLE_IDS = ['clean-week', 'incident-2pct', 'slow-burn', 'low-traffic'] as const;
export type SampleId = (typeof SAMPLE_IDS)[number];

export interface BacktestSample {
  readonly id: SampleId;
  readonly title: string;
  /** One line. */
  readonly description: string;
  /** Seconds between samples. */
  readonly interval: number;
  /** Seconds from the first sample to the last. */
  readonly duration: number;
  /** The SLO it assumes, in percent as the Alerts panel's field takes it. */
  readonly slo: string;
  /** The SLO period, in days. */
  readonly periodDays: number;
  /** Generates the data (new arrays on each call). */
  readonly data: () => BacktestData;
}

const DAY = 86_400;
const HOUR = 3_600;
const INTERVAL = 15;

/** Two counters sampled every `interval` s from 0 to `duration`, from their values at sample k. */
function generate(
  duration: number,
  total: (k: number) => number,
  errors: (k: number) => number,
  interval = INTERVAL,
): BacktestData {
  const n = duration / interval + 1;
  const t = new Float64Array(n);
  const ev = new Float64Array(n);
  const tv = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    t[k] = k * interval;
    tv[k] = total(k);
    ev[k] = errors(k);
  }
  return { errors: [{ labels: {}, t, v: ev }], total: [{ labels: {}, t: t.slice(), v: tv }] };
}

const clamp = (x: number, lo: number, hi: number) => Math.min(Math.max(x, lo), hi);

/**
 * The week-long samples are scraped every minute: promtool's unit tests load at most 10,000
 * samples a query (cmd/promtool/unittest.go, MaxSamples), and a 3d window of 15 s samples holds
 * 17,281, so their promtool test could not run; at 60 s it holds 4,321. Evaluations (every minute)
 * fall on samples either way.
 */
const MINUTELY = 60;
/** 10 req/s scraped every minute: 600 requests per sample. */
const PER_MINUTE = 600;

/** 10 req/s at 15 s samples: 150 requests per sample. */
const PER_SAMPLE = 150;

export const BACKTEST_SAMPLES: readonly BacktestSample[] = [
  {
    id: 'clean-week',
    title: 'A clean week',
    description:
      'Seven days at 10 req/s with a steady 0.05% of errors (half the budget): nothing should fire.',
    interval: MINUTELY,
    duration: 7 * DAY,
    slo: '99.9',
    periodDays: 30,
    // One error per 2,000 requests: floor(requests / 2000).
    data: () =>
      generate(
        7 * DAY,
        (k) => PER_MINUTE * k,
        (k) => Math.floor((PER_MINUTE * k) / 2000),
        MINUTELY,
      ),
  },
  {
    id: 'incident-2pct',
    title: 'A one-hour incident at 2%',
    description:
      'A day at 10 req/s, no errors except 2% from 1 h to 2 h (720 of 36,000 requests): the fast page fires, then resets.',
    interval: INTERVAL,
    duration: DAY,
    slo: '99.9',
    periodDays: 30,
    // 3 of each sample's 150 requests fail from t = 3600 s (sample 240) to t = 7200 s (sample 480).
    data: () =>
      generate(
        DAY,
        (k) => PER_SAMPLE * k,
        (k) => 3 * clamp(k - HOUR / INTERVAL, 0, HOUR / INTERVAL),
      ),
  },
  {
    id: 'slow-burn',
    title: 'A three-day slow burn',
    description:
      'A week at 10 req/s with 0.15% errors (1.5× the budget) from day 1 to day 4 and none otherwise: only the slow tiers should fire.',
    interval: MINUTELY,
    duration: 7 * DAY,
    slo: '99.9',
    periodDays: 30,
    // 3 errors per 2,000 requests during the burn: 2,592,000 requests, 3,888 errors.
    data: () =>
      generate(
        7 * DAY,
        (k) => PER_MINUTE * k,
        (k) =>
          Math.floor((3 * PER_MINUTE * clamp(k - DAY / MINUTELY, 0, (3 * DAY) / MINUTELY)) / 2000),
        MINUTELY,
      ),
  },
  {
    id: 'low-traffic',
    title: 'Low traffic, one bad request',
    description:
      'A day at 36 req/h (one request every 100 s) where the request at 12 h fails: one error is 2.8% of an hour.',
    interval: INTERVAL,
    duration: DAY,
    slo: '99.9',
    periodDays: 30,
    // Request m arrives at t = 100 m s; request 432 (t = 43,200 s = 12 h) fails.
    data: () =>
      generate(
        DAY,
        (k) => Math.floor((INTERVAL * k) / 100),
        (k) => (INTERVAL * k >= 12 * HOUR ? 1 : 0),
      ),
  },
];

/** The sample with this id, or undefined. */
export function sampleById(id: string): BacktestSample | undefined {
  return BACKTEST_SAMPLES.find((s) => s.id === id);
}

/** A sample's id from a URL parameter, or the list of ids in words. */
export function parseSampleId(text: string): Parsed<SampleId> {
  const sample = sampleById(text.trim());
  if (sample) return ok(sample.id);
  return fail(
    `“${text}” is not a sample data set: use one of ${SAMPLE_IDS.map((id) => `“${id}”`).join(', ')}.`,
  );
}

/** A sample as the backtest's CSV (`time,errors,total`), to download as a template. */
export function sampleCsv(sample: BacktestSample): string {
  const data = sample.data();
  return writeBacktestCsv(
    data.errors[0] as BacktestData['errors'][number],
    data.total[0] as BacktestData['total'][number],
  );
}
