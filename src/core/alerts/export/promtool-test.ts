import { prometheusDuration } from '../../emit/durations';
import { configNumber } from '../../emit/numbers';
import { yamlDocument, type YamlMap } from '../../emit/yaml';
import { conditionSpan, evaluationAtOrAfter, fireWithin } from '../burn';
import type { Tier } from '../tier';
import { alertName, serviceSlug } from './names';
import { tierAlertLabels, tierAnnotations } from './prometheus';
import type { ExportSpec } from './spec';

/**
 * A `promtool test rules` unit test for the Prometheus export (prometheus.ts) on a steady-traffic
 * incident, with the model's verdicts as the expected alerts: a pure function, so that a
 * backtest can build on it.
 *
 * The timeline: the series start at t = 0 with the baseline error ratio, the incident (error
 * ratio e for `duration` seconds) starts at `start`, a whole number of evaluation intervals
 * no shorter than the longest long window (so every window is full of samples when the incident
 * begins, and Prometheus' rate() is the window's exact average), and the baseline follows it.
 * promtool evaluates the rules every E seconds from t = 0, so the grid k·E is aligned with the
 * incident's start, as the model's (burn.ts) is.
 */

/** The two counters the test feeds, as promtool series (`metric{label="value"}`). */
export interface PromtoolSeries {
  /** Failed requests: matched by both the errors and the total selector. */
  readonly failed: string;
  /** Requests that succeeded: matched by the total selector only. */
  readonly succeeded: string;
}

/** Series for the panel's default selectors (`http_requests_total{job="api"…}`). */
export const DEFAULT_SERIES: PromtoolSeries = {
  failed: 'http_requests_total{job="api",code="500"}',
  succeeded: 'http_requests_total{job="api",code="200"}',
};

export interface PromtoolTestInput {
  /** The export's spec: the rules under test are prometheusRules(spec). */
  readonly spec: ExportSpec;
  /** The rules file as the test file names it (relative to it), e.g. `rules.yaml`. */
  readonly rulesFile: string;
  readonly series: PromtoolSeries;
  /** Requests per second, steady throughout. */
  readonly rps: number;
  /** The incident's error ratio e (fraction, 0 < e ≤ 1). */
  readonly errorRatio: number;
  /** The incident's duration, seconds. */
  readonly duration: number;
  /** The error ratio outside the incident (fraction), below every tier's threshold. */
  readonly baseline: number;
  /** Rule evaluation interval E, seconds (> 0). */
  readonly evalInterval: number;
}

/** What the model says of one tier. */
export interface TierVerdict {
  /** 1-based, in the spec's order. */
  readonly index: number;
  /** Seconds from the incident's start to the evaluation at which it fires; null when never. */
  readonly fires: number | null;
  /** Seconds from the incident's start to the evaluation at which it stops firing; null when never fired. */
  readonly resolves: number | null;
  /** The alert's labels as promtool reports them (the alert name left out). */
  readonly labels: Readonly<Record<string, string>>;
}

export type PromtoolTest =
  | {
      readonly ok: true;
      /** The test file (YAML). */
      readonly text: string;
      /** Seconds from t = 0 to the incident's start. */
      readonly start: number;
      /** The series' sample interval, seconds. */
      readonly scrape: number;
      /** Seconds from t = 0 at which alerts are checked. */
      readonly evalTimes: readonly number[];
      readonly verdicts: readonly TierVerdict[];
    }
  | { readonly ok: false; readonly reason: string };

/** Most samples per series the test may ask promtool for (it evaluates every E over them). */
const MAX_SAMPLES = 200_000;
/** Most samples promtool's unit tests let one query load (its engine's MaxSamples). */
const QUERY_SAMPLES = 10_000;

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A number as promtool's series notation reads it (Go's ParseFloat), full precision. */
const num = (x: number) => (Object.is(x, -0) ? '0' : String(x));

/**
 * A counter in promtool's expanding notation, from 0: each run `[samples, increment]` adds that
 * many samples, each `increment` above the one before (the very first sample is 0). A run
 * `a+bxn` gives n + 1 samples.
 */
export function expandingCounter(runs: readonly (readonly [number, number])[]): string {
  const parts: string[] = [];
  let last: number | null = null;
  for (const [samples, increment] of runs) {
    if (samples <= 0) continue;
    const from: number = last === null ? 0 : last + increment;
    parts.push(`${num(from)}+${num(increment)}x${samples - 1}`);
    last = from + (samples - 1) * increment;
  }
  return parts.join(' ');
}

/** The threshold the rules file writes for a tier: its factor × the budget, as configNumber writes them. */
const writtenThreshold = (tier: Tier, budget: number) =>
  Number(configNumber(tier.factor)) * Number(configNumber(budget));

/** The whole seconds of `x`, or null when it is not a whole number of seconds. */
const wholeSeconds = (x: number) => (Number.isInteger(x) && x > 0 ? x : null);

/**
 * A promtool unit test of the Prometheus export for a steady incident: input series in
 * expanding notation, and one `alert_rule_test` per evaluation time at which a verdict of the
 * model changes (each tier's first firing evaluation and the one before it, the incident's
 * start and end), listing every tier the model says is firing then. Refused (in words) when
 * the windows, the interval or the duration are not whole seconds, the baseline is not below
 * every threshold, or the test would need too many samples.
 */
export function promtoolUnitTest(input: PromtoolTestInput): PromtoolTest {
  const { spec, rps, errorRatio: e, duration, baseline, evalInterval: every } = input;
  const tiers = spec.tiers;
  if (tiers.length === 0) return { ok: false, reason: 'There are no tiers to test.' };
  if (!(rps > 0) || !Number.isFinite(rps)) return { ok: false, reason: 'The traffic must be > 0.' };
  if (!(e > 0 && e <= 1)) return { ok: false, reason: 'The error ratio must be in (0, 1].' };
  if (!(baseline >= 0 && baseline < e))
    return { ok: false, reason: 'The baseline must be ≥ 0 and below the error ratio.' };
  const seconds = [every, duration, ...tiers.flatMap((t) => [t.long, t.short])].map(wholeSeconds);
  if (seconds.some((s) => s === null))
    return {
      ok: false,
      reason: 'The evaluation interval, the duration and every window must be whole seconds.',
    };
  const thresholds = tiers.map((t) => writtenThreshold(t, spec.budget));
  if (thresholds.some((th) => !(baseline < th)))
    return { ok: false, reason: 'The baseline error ratio must be below every tier’s threshold.' };
  const scrape = (seconds as number[]).reduce(gcd);
  const longest = Math.max(...tiers.map((t) => t.long));
  const start = Math.ceil(longest / every) * every;

  // The total selector's two series over the longest window, in one query.
  const perQuery = 2 * (longest / scrape + 1);
  if (perQuery > QUERY_SAMPLES)
    return {
      ok: false,
      reason: `The longest window holds ${perQuery} samples at one every ${scrape} s; promtool's unit tests load at most ${QUERY_SAMPLES} a query: use an evaluation interval, windows and duration that are multiples of a longer interval.`,
    };
  const slug = serviceSlug(spec.service);
  const labelsOf = tierAlertLabels(tiers);
  const verdicts: TierVerdict[] = tiers.map((tier, i) => {
    const span = conditionSpan(tier, thresholds[i]!, e, duration, baseline);
    const fires = span === null ? null : fireWithin(span, tier.for, every);
    return {
      index: i + 1,
      fires,
      resolves: span === null || fires === null ? null : evaluationAtOrAfter(span.off, every),
      labels: { ...labelsOf[i], service: slug },
    };
  });

  const relative = new Set<number>([0, evaluationAtOrAfter(duration, every)]);
  for (const v of verdicts) {
    if (v.fires !== null) {
      relative.add(v.fires);
      relative.add(v.fires - every);
    }
  }
  const evalTimes = [...relative].sort((a, b) => a - b).map((t) => start + t);
  const end = Math.max(...evalTimes) + every;
  const samples = Math.ceil(end / scrape) + 1;
  if (samples > MAX_SAMPLES)
    return {
      ok: false,
      reason: `The test would need ${samples} samples a series (one every ${scrape} s); at most ${MAX_SAMPLES}.`,
    };

  const per = rps * scrape;
  const before = start / scrape;
  const during = duration / scrape;
  const after = Math.max(1, Math.ceil((end - start - duration) / scrape));
  // Samples: [0, start] at the baseline, (start, start + duration] in the incident, then after.
  const counter = (ratio: (phase: number) => number) =>
    expandingCounter([
      [before + 1, per * ratio(0)],
      [during, per * ratio(1)],
      [after, per * ratio(2)],
    ]);
  const failedRatio = (phase: number) => (phase === 1 ? e : baseline);

  const annotations = tiers.map((t) => tierAnnotations(spec, slug, t));
  const alertTests: YamlMap[] = evalTimes.map((at) => {
    const t = at - start;
    const firing = verdicts.filter(
      (v) => v.fires !== null && v.fires <= t && (v.resolves === null || t < v.resolves),
    );
    return {
      eval_time: prometheusDuration(at),
      alertname: alertName(slug),
      exp_alerts: firing.map((v) => ({
        exp_labels: { ...v.labels },
        exp_annotations: { ...annotations[v.index - 1] },
      })),
    };
  });

  const text = yamlDocument(
    {
      rule_files: [input.rulesFile],
      evaluation_interval: prometheusDuration(every),
      tests: [
        {
          interval: prometheusDuration(scrape),
          input_series: [
            { series: input.series.failed, values: counter(failedRatio) },
            { series: input.series.succeeded, values: counter((p) => 1 - failedRatio(p)) },
          ],
          alert_rule_test: alertTests,
        },
      ],
    },
    [
      `promtool test rules: a ${configNumber(e * 100)}% error ratio for ${prometheusDuration(duration)} at ${configNumber(rps)} req/s,`,
      `starting at ${prometheusDuration(start)} after ${configNumber(baseline * 100)}% failing, evaluated every ${prometheusDuration(every)}.`,
      "The expected alerts are the panel's model (docs/models.md, SLO burn-rate alerts).",
    ],
  );
  return { ok: true, text, start, scrape, evalTimes, verdicts };
}
