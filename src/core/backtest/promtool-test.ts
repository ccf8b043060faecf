/**
 * The backtest as a `promtool test rules` file: run it beside the alerts export's rule file and
 * Prometheus' own engine checks what the backtest says, evaluation by evaluation.
 *
 * - `rule_files`: the alerts export's Prometheus rule file (prometheusRules(spec), under the name
 *   the export downloads it as);
 * - `evaluation_interval`: the backtest's eval; the test's time 0 is the first sample;
 * - `input_series`: the data on its sample grid (input-series.ts), or a reason when it has none;
 * - `alert_rule_test`: at the chosen evaluations, for every alert name, the alerts the backtest
 *   says are firing there, with the labels and annotations the rules give them. Names, labels and
 *   annotations are read from the rule file's text, not assumed, and the annotations' templates
 *   are expanded with the value the alert carries (the left side of its `and`).
 *
 * Prometheus 2.x's promtool (2.42 on Debian) reads this layout; note that it spells the alert
 * tests `alert_rule_test` (singular).
 */
import { EXPORTS } from '../alerts/export';
import { prometheusRules } from '../alerts/export/prometheus';
import type { ExportSpec } from '../alerts/export/spec';
import { prometheusDuration } from '../emit/durations';
import { yamlDocument, type YamlMap } from '../emit/yaml';
import { fail, ok, type Parsed } from '../input/parsed';
import type { BacktestResult } from './backtest';
import { inputSeries } from './input-series';
import { readRulesFile, type AlertingRule } from './rules-file';
import { expandTemplate } from './template';

export interface PromtoolTestInput {
  readonly spec: ExportSpec;
  /** The backtest of the data for spec.tiers, spec.budget (tier i = spec.tiers[i]). */
  readonly result: BacktestResult;
  /**
   * Which evaluations to test: `transitions` (default: each onset and resolution and the
   * evaluation before it, and each tier's closest call when it never fired), `all`, or indexes.
   */
  readonly at?: 'transitions' | 'all' | readonly number[];
  /** Most evaluations tested (the first ones are kept); default 500. */
  readonly maxTimes?: number;
}

export interface PromtoolTest {
  /** The test file's text. */
  readonly text: string;
  /** Its name and the rule file's, as rule_files names it. */
  readonly rulesFile: string;
  /** The rule file's text (the alerts export's). */
  readonly rules: string;
  /** The evaluations tested (indexes k: time k × eval). */
  readonly evaluations: readonly number[];
  /** alert_rule_test entries. */
  readonly tests: number;
}

/** Evaluations around each onset and resolution, and each silent tier's closest call. */
function transitionTimes(result: BacktestResult): number[] {
  const times = new Set<number>();
  const r = result.replay;
  for (const t of result.tiers) {
    const { onsets, resolves, shortIndex, longIndex, threshold } = t.run;
    for (const k of [...onsets, ...resolves]) {
      times.add(k);
      if (k > 0) times.add(k - 1);
    }
    if (onsets.length === 0) {
      let best = -1;
      let closest = -Infinity;
      for (let k = 0; k < r.count; k++) {
        const m = Math.min(r.ratios[shortIndex]![k]!, r.ratios[longIndex]![k]!) / threshold;
        if (m > closest) [best, closest] = [k, m];
      }
      if (best >= 0) times.add(best);
    }
  }
  return [...times].sort((a, b) => a - b);
}

function chosenTimes(input: PromtoolTestInput): number[] {
  const count = input.result.replay.count;
  const at = input.at ?? 'transitions';
  const all =
    at === 'all'
      ? Array.from({ length: count }, (_, k) => k)
      : at === 'transitions'
        ? transitionTimes(input.result)
        : [...new Set(at)]
            .filter((k) => Number.isInteger(k) && k >= 0 && k < count)
            .sort((a, b) => a - b);
  return all.slice(0, input.maxTimes ?? 500);
}

/** The alert a firing tier shows at evaluation k: its labels and expanded annotations. */
function expectedAlert(rule: AlertingRule, value: number): Parsed<YamlMap> {
  const base = rule.first?.labels ?? {};
  const labels: Record<string, string> = { ...base };
  for (const [k, v] of Object.entries(rule.labels)) {
    const expanded = expandTemplate(v, value, base);
    if (!expanded.ok) return expanded;
    labels[k] = expanded.value;
  }
  const annotations: Record<string, string> = {};
  for (const [k, v] of Object.entries(rule.annotations)) {
    const expanded = expandTemplate(v, value, base);
    if (!expanded.ok) return expanded;
    annotations[k] = expanded.value;
  }
  return ok({ exp_labels: labels, exp_annotations: annotations });
}

/** One test group (`tests:` entry): the data's series and the alert tests, with its names. */
export interface PromtoolTestGroup {
  readonly group: YamlMap;
  readonly rulesFile: string;
  readonly rules: string;
  readonly evaluations: readonly number[];
  readonly tests: number;
}

/**
 * promtool's unit tests refuse a query that would hold more than 10,000 samples
 * (cmd/promtool/unittest.go: `MaxSamples: 10000`; a Prometheus server allows 50 million). A
 * window's range selection holds, at most, every sample of the window of every series the
 * selector reads: beyond the limit promtool stops with "query processing would load too many
 * samples into memory", so the file is refused in words instead.
 */
export const PROMTOOL_MAX_SAMPLES = 10_000;

function tooManySamples(r: BacktestResult['replay'], intervalMs: number, seriesCount: number) {
  const spanMs = r.data.lastMs - r.data.firstMs;
  const longest = Math.max(...r.windowsMs);
  const held = (Math.floor(Math.min(longest, spanMs) / intervalMs) + 1) * seriesCount;
  if (held <= PROMTOOL_MAX_SAMPLES) return null;
  const window = prometheusDuration(longest / 1000);
  const step = prometheusDuration(intervalMs / 1000);
  return `promtool's unit tests load at most 10,000 samples a query, and the ${window} window holds ${held.toLocaleString('en-US')} samples (${seriesCount} series every ${step}): promtool would stop with “query processing would load too many samples”. The backtest above is not limited; for a promtool test, export the data at a longer step (a 3d window fits at one sample a minute) or a shorter range.`;
}

/**
 * The test group of one backtest: its input series (on their grid) and an alert_rule_test per
 * tested evaluation and alert name. Several groups over the same rules and evaluation interval
 * can share one file (promtoolTestFile).
 */
export function promtoolTestGroup(input: PromtoolTestInput): Parsed<PromtoolTestGroup> {
  const { spec, result } = input;
  const r = result.replay;
  const rules = prometheusRules(spec);
  const rulesFile = EXPORTS.find((e) => e.id === 'prometheus')!.filename(spec);
  const file = readRulesFile(rules);
  if (!file.ok) return file;
  const alerts = file.value.alerting;
  if (alerts.length !== result.tiers.length || alerts.length !== spec.tiers.length)
    return fail(
      `the rules have ${alerts.length} alerting rules for ${result.tiers.length} backtested tiers`,
    );
  // The window of the value each alert carries, as an index into the replay's ratios.
  const valueIndex: number[] = [];
  for (const rule of alerts) {
    const window = rule.first?.window;
    const index = window == null ? -1 : r.windowsMs.indexOf(Math.round(window * 1000));
    if (index < 0)
      return fail(`the alert ${rule.alert} reads no recorded window the backtest replayed`);
    valueIndex.push(index);
  }
  const series = inputSeries(r.data, spec);
  if (!series.ok) return series;
  // One selector's range selection holds its own series' samples: the larger side's count.
  const perSelector = Math.max(r.data.errors.length, r.data.total.length);
  const heavy = tooManySamples(r, series.value.intervalMs, perSelector);
  if (heavy) return fail(heavy);
  const times = chosenTimes(input);
  const names = [...new Set(alerts.map((a) => a.alert))];
  const tests: YamlMap[] = [];
  for (const k of times) {
    for (const name of names) {
      const expected: YamlMap[] = [];
      for (const [i, rule] of alerts.entries()) {
        if (rule.alert !== name || !result.tiers[i]!.run.firing[k]) continue;
        const alert = expectedAlert(rule, r.ratios[valueIndex[i]!]![k]!);
        if (!alert.ok) return alert;
        expected.push(alert.value);
      }
      tests.push({
        eval_time: prometheusDuration((k * r.evalMs) / 1000),
        alertname: name,
        exp_alerts: expected,
      });
    }
  }
  const group: YamlMap = {
    interval: prometheusDuration(series.value.intervalMs / 1000),
    input_series: series.value.series.map((s) => ({ series: s.series, values: s.values })),
    alert_rule_test: tests,
  };
  return ok({ group, rulesFile, rules, evaluations: times, tests: tests.length });
}

/** A test file of groups over one rule file and evaluation interval (seconds). */
export function promtoolTestFile(
  rulesFile: string,
  evalSeconds: number,
  groups: readonly YamlMap[],
): string {
  return yamlDocument(
    {
      rule_files: [rulesFile],
      evaluation_interval: prometheusDuration(evalSeconds),
      tests: groups,
    },
    [
      'promtool unit test of the alert backtest: the alerts the backtest says fire at each',
      `tested evaluation. Run beside ${rulesFile} (the Prometheus rules export):`,
      '  promtool test rules <this file>',
      'Time 0 is the first sample of the data.',
    ],
  );
}

/** The promtool test of a backtest, or why it cannot be written exactly. */
export function promtoolTest(input: PromtoolTestInput): Parsed<PromtoolTest> {
  const g = promtoolTestGroup(input);
  if (!g.ok) return g;
  const { group, rulesFile, rules, evaluations, tests } = g.value;
  const text = promtoolTestFile(rulesFile, input.result.eval, [group]);
  return ok({ text, rulesFile, rules, evaluations, tests });
}
