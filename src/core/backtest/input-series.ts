/**
 * The backtest's data as a promtool test's `input_series`: every distinct series once, with
 * labels that the rule file's selectors pick exactly as the backtest did (the errors selector the
 * errors series and nothing else, the total selector the total series), on one sample grid
 * starting at the first sample (promtool's time 0).
 *
 * The grid's interval is the greatest common divisor of every sample's offset from the first, in
 * milliseconds. Data scraped with jitter has a divisor of a millisecond or so, and writing it
 * would take more grid slots than samples by orders of magnitude: such data is refused, in words.
 */
import { fail, ok, type Parsed } from '../input/parsed';
import { prometheusDuration } from '../emit/durations';
import type { PreparedData, PreparedSeries } from './prepare';
import { formatLabels, labelsKey, labelsOf, matchesSelector, parseSelector } from './selector';
import { seriesNotation } from './series-notation';

export interface InputSeries {
  /** `series:` — the labels as Prometheus writes them. */
  readonly series: string;
  /** `values:` — the samples in expanding notation. */
  readonly values: string;
}

export interface InputSeriesSet {
  /** The grid's interval, ms (promtool's `interval`). */
  readonly intervalMs: number;
  readonly series: readonly InputSeries[];
}

/** At most this many grid slots per sample before the times count as not on a grid. */
const MAX_SLOTS_PER_SAMPLE = 20;

const gcd = (a: number, b: number): number => {
  while (b > 0) [a, b] = [b, a % b];
  return a;
};

/** Labels for a series that has none (a CSV column): those of an all-`=` selector. */
function labelsFor(
  s: PreparedSeries,
  role: 'errors' | 'total',
  selectorText: string,
  index: number,
  unnamed: number,
): Parsed<Record<string, string>> {
  if (s.labels.__name__ !== undefined) return ok({ ...s.labels });
  const parsed = parseSelector(selectorText);
  if (!parsed.ok) return fail(`the ${role} selector cannot be read: ${parsed.error}`);
  if (parsed.value.matchers.some((m) => m.op !== '='))
    return fail(
      `the ${role} series have no metric name and the ${role} selector ${selectorText} has matchers other than =, so no series labels can be written that it picks; give the series their labels`,
    );
  const labels = { ...s.labels, ...labelsOf(parsed.value.matchers) };
  // Several unnamed series of one role stay apart by a label the selector does not look at.
  return ok(unnamed > 1 ? { ...labels, backtest_series: String(index + 1) } : labels);
}

/** The data's series for a promtool test over the rule file's selectors, or why they cannot be. */
export function inputSeries(
  data: PreparedData,
  selectors: { readonly errors: string; readonly total: string },
): Parsed<InputSeriesSet> {
  const errorsSel = parseSelector(selectors.errors);
  const totalSel = parseSelector(selectors.total);
  if (!errorsSel.ok) return fail(`the errors selector cannot be read: ${errorsSel.error}`);
  if (!totalSel.ok) return fail(`the total selector cannot be read: ${totalSel.error}`);
  const written = new Map<
    string,
    { labels: Record<string, string>; s: PreparedSeries; roles: Set<string> }
  >();
  for (const role of ['errors', 'total'] as const) {
    const list = data[role];
    const unnamed = list.filter((s) => s.labels.__name__ === undefined).length;
    for (const [i, s] of list.entries()) {
      const labels = labelsFor(s, role, selectors[role], i, unnamed);
      if (!labels.ok) return labels;
      const key = labelsKey(labels.value);
      const seen = written.get(key);
      if (seen && !sameSamples(seen.s, s))
        return fail(
          `the series ${formatLabels(labels.value)} appears twice with different samples`,
        );
      if (seen) seen.roles.add(role);
      else written.set(key, { labels: labels.value, s, roles: new Set([role]) });
    }
  }
  for (const { labels, roles } of written.values()) {
    for (const [role, sel] of [
      ['errors', errorsSel.value],
      ['total', totalSel.value],
    ] as const) {
      if (matchesSelector(sel, labels) !== roles.has(role))
        return fail(
          roles.has(role)
            ? `the ${role} selector does not pick the ${role} series ${formatLabels(labels)}`
            : `the ${role} selector also picks ${formatLabels(labels)}, which the backtest did not count as ${role}`,
        );
    }
  }
  const t0 = data.firstMs;
  let interval = 0;
  for (const { s } of written.values()) for (const t of s.t) interval = gcd(interval, t - t0);
  if (interval === 0) interval = 60_000;
  const slots = (data.lastMs - t0) / interval + 1;
  if (slots > MAX_SLOTS_PER_SAMPLE * Math.max(1, data.samples))
    return fail(
      `the sample times are not on a regular grid: the only interval that fits every sample is ${prometheusDuration(interval / 1000)}, which would take ${Math.round(slots).toLocaleString('en-US')} slots per series for ${data.samples.toLocaleString('en-US')} samples`,
    );
  const series = [...written.values()].map(({ labels, s }) => {
    const at = new Float64Array(s.t.length);
    for (let i = 0; i < s.t.length; i++) at[i] = (s.t[i]! - t0) / interval;
    return { series: formatLabels(labels), values: seriesNotation(at, s.v) };
  });
  if ([...written.values()].some(({ s }) => s.v.some((x) => x < 0)))
    return fail(
      'a counter has negative values, which promtool’s series notation cannot hold unambiguously',
    );
  return ok({ intervalMs: interval, series });
}

function sameSamples(a: PreparedSeries, b: PreparedSeries): boolean {
  if (a.t.length !== b.t.length) return false;
  for (let i = 0; i < a.t.length; i++) if (a.t[i] !== b.t[i] || a.v[i] !== b.v[i]) return false;
  return true;
}
