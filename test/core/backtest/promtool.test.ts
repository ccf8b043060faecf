/**
 * The backtest against Prometheus' own engine: Debian's `promtool test rules` (Prometheus 2.42)
 * runs the alerts export's rules on the backtest's data and must find, at every tested
 * evaluation, exactly the alerts the backtest says are firing (and, in the property, the
 * recorded error ratios the backtest computed, to 1e-9 relative).
 *
 * promtool runs: 2 for the worked examples, 1 for the template formatting, 24 for the property
 * (4 data sets each, every evaluation tested).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Tier } from '@/core/alerts/tier';
import { backtest } from '@/core/backtest/backtest';
import { configNumber } from '@/core/emit/numbers';
import { prometheusDuration } from '@/core/emit/durations';
import { YamlNumber, type YamlMap } from '@/core/emit/yaml';
import { promtoolTest, promtoolTestFile, promtoolTestGroup } from '@/core/backtest/promtool-test';
import { readRulesFile } from '@/core/backtest/rules-file';
import type { BacktestData } from '@/core/backtest/series';
import { realTool, runTool } from '../../tools/real-tool';
import { propertyTimeout, runs } from '../property-runs';
import { ERRORS, exportSpec, series, TOTAL, workedExample } from './fixtures';

const promtool = realTool('promtool', 'prometheus');
const withPromtool = promtool.skip ? it.skip : it;

/** Runs promtool on a test file beside its rules; returns its output when it fails. */
function check(text: string, rulesFile: string, rules: string): string | null {
  const run = runTool(promtool, ['test', 'rules', '{test.yaml}'], {
    'test.yaml': text,
    [rulesFile]: rules,
  });
  return run.code === 0 ? null : `${run.stdout}\n${run.stderr}`;
}

describe('promtool agrees with the worked example', () => {
  withPromtool(
    'at every evaluation of the brief’s data and of the same incident after 6 h of history',
    () => {
      for (const history of [3600, 6 * 3600]) {
        const spec = exportSpec();
        const data = workedExample(history);
        const result = backtest(data, { tiers: spec.tiers, budget: spec.budget });
        const test = promtoolTest({ spec, result, at: 'all', maxTimes: 1000 });
        if (!test.ok) throw new Error(test.error);
        expect(test.value.evaluations.length).toBe(result.evaluations);
        expect(check(test.value.text, test.value.rulesFile, test.value.rules)).toBeNull();
      }
    },
  );
});

// ---- The property: random counters, gaps, resets and step lengths --------------------------

interface Case {
  readonly interval: number;
  readonly data: BacktestData;
}

interface CounterSpec {
  readonly start: number;
  readonly level: number;
  readonly steps: readonly {
    readonly present: number;
    readonly inc: number;
    readonly half: boolean;
    readonly reset: number;
  }[];
  readonly gapAt: number;
  readonly gapLength: number;
}

/** One counter on a grid: present slots, increments, resets. */
const counter = (slots: number): fc.Arbitrary<CounterSpec> =>
  fc.record({
    start: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 500 })),
    /** Error share of the steps (errors) or the traffic level (total). */
    level: fc.integer({ min: 0, max: 40 }),
    steps: fc.array(
      fc.record({
        present: fc.integer({ min: 0, max: 99 }),
        inc: fc.integer({ min: 0, max: 40 }),
        half: fc.boolean(),
        reset: fc.integer({ min: 0, max: 99 }),
      }),
      { minLength: slots, maxLength: slots },
    ),
    /** A long gap: slots [gapAt, gapAt + gapLength) are missing. */
    gapAt: fc.integer({ min: 0, max: slots }),
    gapLength: fc.integer({ min: 0, max: 12 }),
  });

function counterSeries(
  labels: Record<string, string>,
  t0: number,
  interval: number,
  c: CounterSpec,
  scale: number,
) {
  const t: number[] = [];
  const v: number[] = [];
  let value = c.start;
  c.steps.forEach((s, i) => {
    const inc = Math.round((s.inc * c.level) / 40) * scale + (s.half ? 0.5 : 0);
    value = s.reset < 3 ? inc : value + inc;
    const missing = s.present < 12 || (i >= c.gapAt && i < c.gapAt + c.gapLength);
    if (missing) return;
    t.push(t0 + i * interval);
    v.push(value);
  });
  return series(labels, t, v);
}

const caseArb = fc
  .record({
    interval: fc.constantFrom(5, 7.5, 10, 15, 30),
    slots: fc.integer({ min: 20, max: 90 }),
    errorSeries: fc.integer({ min: 1, max: 2 }),
    totalSeries: fc.integer({ min: 1, max: 2 }),
    offset: fc.integer({ min: 0, max: 3 }),
  })
  .chain((p) =>
    fc.record({
      p: fc.constant(p),
      errors: fc.array(counter(p.slots), { minLength: p.errorSeries, maxLength: p.errorSeries }),
      total: fc.array(counter(p.slots), { minLength: p.totalSeries, maxLength: p.totalSeries }),
    }),
  )
  .map(({ p, errors, total }): Case => {
    const t0 = 1_700_000_000 + p.offset * p.interval;
    return {
      interval: p.interval,
      data: {
        errors: errors.map((c, i) =>
          counterSeries({ ...ERRORS, instance: `e${i}` }, t0, p.interval, c, 1),
        ),
        total: total.map((c, i) =>
          counterSeries({ ...TOTAL, instance: `t${i}` }, t0, p.interval, c, 3),
        ),
      },
    };
  });

const WINDOWS = [20, 30, 45, 60, 90, 120, 180, 300];

const tierArb: fc.Arbitrary<Tier> = fc
  .record({
    severity: fc.constantFrom<'page' | 'ticket'>('page', 'ticket'),
    short: fc.constantFrom(...WINDOWS),
    long: fc.constantFrom(...WINDOWS),
    factor: fc.constantFrom(0.5, 1, 1.5, 2, 3, 4.5),
    for: fc.constantFrom(0, 0, 30, 60, 90, 120),
  })
  .map((t) => ({ ...t, long: Math.max(t.long, t.short) }));

const fileArb = fc.record({
  eval: fc.constantFrom(10, 15, 20, 30, 60),
  tiers: fc.array(tierArb, { minLength: 1, maxLength: 3 }),
  cases: fc.array(caseArb, { minLength: 4, maxLength: 4 }),
});

/** promql_expr_test entries that check each finite recorded ratio at every evaluation. */
function ratioTests(rules: string, result: ReturnType<typeof backtest>): YamlMap[] {
  const file = readRulesFile(rules);
  if (!file.ok) throw new Error(file.error);
  const r = result.replay;
  const tests: YamlMap[] = [];
  for (const rec of file.value.recording) {
    const w = r.windowsMs.indexOf(Math.round((rec.window ?? NaN) * 1000));
    expect(w).toBeGreaterThanOrEqual(0);
    for (let k = 0; k < r.count; k++) {
      const x = r.ratios[w]![k]!;
      if (!Number.isFinite(x)) continue;
      const tol = configNumber(Math.max(Math.abs(x) * 1e-9, 1e-12));
      tests.push({
        expr: `abs(${rec.record} - ${configNumber(x)}) < bool ${tol}`,
        eval_time: prometheusDuration((k * r.evalMs) / 1000),
        exp_samples: [{ labels: '{service="api"}', value: new YamlNumber('1') }],
      });
    }
  }
  return tests;
}

describe('promtool agrees with the backtest on random data', () => {
  withPromtool(
    'at every evaluation: random counters, gaps, resets, sample and evaluation intervals',
    () => {
      let evaluations = 0;
      let firing = 0;
      fc.assert(
        fc.property(fileArb, (f) => {
          const spec = exportSpec({ budget: 0.1, sloText: '90', policy: 'custom', tiers: f.tiers });
          const groups: YamlMap[] = [];
          let rulesFile = '';
          let rules = '';
          for (const c of f.cases) {
            const result = backtest(c.data, { tiers: f.tiers, budget: 0.1, eval: f.eval });
            const g = promtoolTestGroup({ spec, result, at: 'all', maxTimes: 1000 });
            if (!g.ok) throw new Error(g.error);
            ({ rulesFile, rules } = g.value);
            evaluations += g.value.evaluations.length;
            firing += result.tiers.reduce((n, t) => n + t.run.firingCount, 0);
            groups.push({ ...g.value.group, promql_expr_test: ratioTests(rules, result) });
          }
          const failed = check(promtoolTestFile(rulesFile, f.eval, groups), rulesFile, rules);
          expect(failed).toBeNull();
        }),
        { numRuns: runs(24), endOnFailure: true, seed: 20_260_603 },
      );
      console.info(
        `promtool agreed at ${evaluations} evaluations of random data (${firing} tier-evaluations firing)`,
      );
    },
    propertyTimeout(120_000),
  );
});
