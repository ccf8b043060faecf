/**
 * The pieces of the promtool export: Go's number formats in templates, the template actions,
 * promtool's expanding notation, reading the rule file back, and the data's series and grid.
 */
import { describe, expect, it } from 'vitest';
import { backtest } from '@/core/backtest/backtest';
import { goPrecision, goValue, humanizePercentage } from '@/core/backtest/go-format';
import { inputSeries } from '@/core/backtest/input-series';
import { prepareData } from '@/core/backtest/prepare';
import { promtoolTest } from '@/core/backtest/promtool-test';
import { readRulesFile } from '@/core/backtest/rules-file';
import { seriesNotation } from '@/core/backtest/series-notation';
import { expandTemplate } from '@/core/backtest/template';
import { prometheusRules } from '@/core/alerts/export/prometheus';
import { realTool, runTool } from '../../tools/real-tool';
import { ERRORS, exportSpec, sampled, series, TOTAL, workedExample } from './fixtures';

const promtool = realTool('promtool', 'prometheus');

/** Values and what promtool 2.42 printed for `{{ $value }} {{ $value | humanizePercentage }}`. */
const GO_CASES: readonly [number, string, string][] = [
  [1_000_000, '1e+06', '1e+08%'],
  [123456.7, '123456.7', '1.235e+07%'],
  [1e-5, '1e-05', '0.001%'],
  [1e21, '1e+21', '1e+23%'],
  [0.000123456, '0.000123456', '0.01235%'],
  [2.0625, '2.0625', '206.2%'], // 206.25: a tie, to even
  [1, '1', '100%'],
  [0.02, '0.02', '2%'],
  [0.0144, '0.0144', '1.44%'],
];

describe('Go number formats', () => {
  it('as promtool writes $value and humanizePercentage', () => {
    for (const [x, value, percent] of GO_CASES) {
      expect(goValue(x)).toBe(value);
      expect(humanizePercentage(x)).toBe(percent);
    }
    expect(humanizePercentage(Infinity)).toBe('+Inf%');
    expect(goPrecision(0.125, 2)).toBe('0.12'); // tie to even
    expect(goPrecision(0.375, 2)).toBe('0.38');
    expect(goPrecision(9999.5, 4)).toBe('1e+04');
    expect(goPrecision(-1234.5678, 6)).toBe('-1234.57');
  });

  it.skipIf(promtool.skip !== null)('promtool writes the same', () => {
    const rules = [
      'groups:',
      '  - name: g',
      '    rules:',
      '      - alert: A',
      '        expr: x > 0',
      '        annotations:',
      "          d: '{{ $value }} {{ $value | humanizePercentage }} {{ $labels.k }}'",
    ].join('\n');
    const values = GO_CASES.map(([x]) => String(x)).join(' ');
    const tests = GO_CASES.map(([x], i) => {
      const d = expandTemplate(
        '{{ $value }} {{ $value | humanizePercentage }} {{ $labels.k }}',
        x,
        {
          k: 'a',
        },
      );
      if (!d.ok) throw new Error(d.error);
      return `      - eval_time: ${i}m\n        alertname: A\n        exp_alerts:\n          - exp_labels: {k: a}\n            exp_annotations: {d: '${d.value}'}`;
    });
    const test = [
      'rule_files: [rules.yaml]',
      'evaluation_interval: 1m',
      'tests:',
      '  - interval: 1m',
      '    input_series:',
      `      - series: 'x{k="a"}'`,
      `        values: '${values}'`,
      '    alert_rule_test:',
      ...tests,
    ].join('\n');
    const run = runTool(promtool, ['test', 'rules', '{test.yaml}'], {
      'test.yaml': test,
      'rules.yaml': rules,
    });
    expect(`${run.stdout}${run.stderr}`).toMatch(/SUCCESS/);
  });
});

describe('templates', () => {
  it('expands the forms the exports write and refuses the rest', () => {
    const labels = { service: 'api' };
    expect(expandTemplate('at {{$value|humanizePercentage}}', 0.5, labels)).toEqual({
      ok: true,
      value: 'at 50%',
    });
    expect(
      expandTemplate('{{ humanizePercentage $value }} of {{ $labels.service }}', 0.5, labels),
    ).toEqual({ ok: true, value: '50% of api' });
    expect(expandTemplate('{{ .Value }} {{ .Labels.none }}.', 2, labels)).toEqual({
      ok: true,
      value: '2 .',
    });
    expect(expandTemplate('{{ $value | humanize }}', 1, labels).ok).toBe(false);
    expect(expandTemplate('{{- $value }}', 1, labels).ok).toBe(false);
    expect(expandTemplate('{{ $value', 1, labels).ok).toBe(false);
    expect(expandTemplate('plain', 1, labels)).toEqual({ ok: true, value: 'plain' });
  });
});

describe('expanding notation', () => {
  const notation = (slots: number[], v: number[]) =>
    seriesNotation(Float64Array.from(slots), Float64Array.from(v));
  it('runs, repeats, gaps and plain values', () => {
    expect(notation([0, 1, 2, 3], [0, 5, 10, 15])).toBe('0+5x3');
    expect(notation([0, 1, 2], [7, 7, 7])).toBe('7x2');
    expect(notation([0, 1], [1, 2])).toBe('1 2');
    expect(notation([2, 3, 4, 8], [9, 6, 3, 0.5])).toBe('_x2 9-3x2 _x3 0.5');
    expect(notation([1, 2, 3, 4], [1, 2, 3, 0])).toBe('_ 1+1x2 0');
    // promtool accumulates 0.1 + 0.1 + 0.1 = 0.30000000000000004: a run only where that is the value.
    expect(notation([0, 1, 2, 3], [0.1, 0.2, 0.30000000000000004, 0.4])).toBe('0.1+0.1x3');
    expect(notation([0, 1, 2, 3], [0.1, 0.2, 0.3, 0.4])).toBe('0.1 0.2 0.3 0.4');
  });
});

describe('reading the rules back', () => {
  it('finds every alert, its labels and annotations, and the window it carries', () => {
    const spec = exportSpec();
    const file = readRulesFile(prometheusRules(spec));
    if (!file.ok) throw new Error(file.error);
    expect(file.value.recording.map((r) => r.window)).toEqual([300, 1800, 3600, 21600, 259200]);
    expect(file.value.alerting.length).toBe(3);
    expect(file.value.alerting.map((a) => a.first?.window)).toEqual([300, 1800, 21600]);
    expect(file.value.alerting[0]!.labels.severity).toBe('page');
    expect(readRulesFile('groups: [').ok).toBe(false);
    expect(readRulesFile('rules: []').ok).toBe(false);
  });
});

describe('the data as input series', () => {
  const spec = exportSpec();

  it('writes the worked example on its 15 s grid', () => {
    const s = inputSeries(prepareData(workedExample()), spec);
    if (!s.ok) throw new Error(s.error);
    expect(s.value.intervalMs).toBe(15_000);
    expect(s.value.series).toEqual([
      { series: 'slo_errors_total', values: '0x240 3+3x239 720x719' },
      { series: 'slo_requests_total', values: '0+150x1200' },
    ]);
  });

  it('names unnamed series (a CSV’s columns) after all-= selectors', () => {
    const t = [0, 60, 120];
    const data = prepareData({
      errors: [series({}, t, [0, 1, 2])],
      total: [series({}, t, [0, 10, 20]), series({}, t, [0, 5, 9])],
    });
    const s = inputSeries(data, { errors: 'e_total{job="a"}', total: 'r_total' });
    if (!s.ok) throw new Error(s.error);
    expect(s.value.series.map((x) => x.series)).toEqual([
      'e_total{job="a"}',
      'r_total{backtest_series="1"}',
      'r_total{backtest_series="2"}',
    ]);
    expect(inputSeries(data, { errors: 'e_total{code=~"5.."}', total: 'r_total' })).toMatchObject({
      ok: false,
    });
  });

  it('refuses what the selectors would pick differently, and times off a grid', () => {
    const t = [0, 60, 120];
    const errors = series({ ...ERRORS, code: '500' }, t, [0, 1, 2]);
    const total = series(TOTAL, t, [0, 10, 20]);
    // The errors selector also picks a total series.
    const both = prepareData({ errors: [errors], total: [total] });
    expect(inputSeries(both, { errors: '{code="500"}', total: 'slo_requests_total' }).ok).toBe(
      true,
    );
    const wrong = inputSeries(both, { errors: 'slo_errors_total', total: '{__name__=~"slo_.*"}' });
    expect(wrong).toMatchObject({ ok: false });
    if (!wrong.ok) expect(wrong.error).toMatch(/total selector also picks/);
    // Jitter: 0, 15.001, 30.002 … leaves a 1 ms grid.
    const jitter = prepareData({
      errors: [series(ERRORS, [0, 15.001, 30.003, 45.002], [0, 1, 2, 3])],
      total: [series(TOTAL, [0, 15.001, 30.003, 45.002], [0, 5, 9, 12])],
    });
    const refused = inputSeries(jitter, spec);
    expect(refused).toMatchObject({ ok: false });
    if (!refused.ok) expect(refused.error).toMatch(/not on a regular grid.*1ms/);
  });

  it('promtoolTest says why instead of writing a wrong file', () => {
    const data = {
      errors: [series(ERRORS, [0, 15.001, 30.003], [0, 1, 2])],
      total: [series(TOTAL, [0, 15.001, 30.003], [0, 5, 9])],
    };
    const result = backtest(data, { tiers: spec.tiers, budget: spec.budget });
    expect(promtoolTest({ spec, result })).toMatchObject({ ok: false });
  });

  it('refuses a window promtool could not load: 10,000 samples a query at most', () => {
    // The Workbook's 3d window over four days of 15 s samples: 3 × 86,400 / 15 + 1 = 17,281
    // samples of one series, which promtool's test engine refuses; at one a minute, 4,321 fit.
    const at = (step: number) => {
      const count = (4 * 86_400) / step + 1;
      const data = {
        errors: [sampled(ERRORS, 0, step, count, () => 0)],
        total: [sampled(TOTAL, 0, step, count, (t) => 10 * t)],
      };
      return promtoolTest({ spec, result: backtest(data, { tiers: spec.tiers, budget: 0.001 }) });
    };
    const refused = at(15);
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error).toMatch(
        /^promtool's unit tests load at most 10,000 samples a query, and the 3d window holds 17,281 samples \(1 series every 15s\)/,
      );
    expect(at(60).ok).toBe(true);
  });
});
