/**
 * The Prometheus export checked by the real promtool (Prometheus 2.42): `check rules` with every
 * lint fatal for every policy, periods, custom tiers and hostile selectors; and `test rules` on a
 * generated unit test whose expected alerts are the model's (promtool-test.ts), so promtool's
 * verdicts must agree with the model's first firing time of every tier on the evaluation grid.
 */
import { describe, expect, it } from 'vitest';
import { analyseAlerts } from '@/core/alerts/analyse';
import { prometheusRules, type ExportSpec } from '@/core/alerts/export';
import {
  DEFAULT_SERIES,
  expandingCounter,
  promtoolUnitTest,
  type PromtoolTestInput,
} from '@/core/alerts/export/promtool-test';
import type { PolicyId, Tier } from '@/core/alerts/tier';
import { tierEntries } from '@/core/alerts/tiers';
import { realTool, runTool } from '../../tools/real-tool';

const promtool = realTool('promtool', 'prometheus');
const DAY = 86_400;

const API_ERRORS = 'http_requests_total{job="api",code=~"5.."}';
const API_TOTAL = 'http_requests_total{job="api"}';

/** The panel's spec for a policy and period, the tiers from the model (impossible ones left out). */
function specOf(
  policy: PolicyId,
  periodDays: number,
  extra: Partial<ExportSpec> & { custom?: string } = {},
): ExportSpec {
  const entries = tierEntries(policy, extra.custom ?? '', periodDays * DAY);
  const tiers = entries.flatMap((e) => (e.tier ? [e.tier] : []));
  return {
    service: 'api',
    errors: API_ERRORS,
    total: API_TOTAL,
    sloText: '99.9',
    budget: 0.001,
    periodDays,
    policy,
    tiers,
    ...extra,
  };
}

function checkRules(text: string) {
  return runTool(promtool, ['check', 'rules', '--lint=all', '--lint-fatal', '{rules.yaml}'], {
    'rules.yaml': text,
  });
}

function expectClean(text: string) {
  const run = checkRules(text);
  expect(run.stdout + run.stderr).toMatch(/SUCCESS: \d+ rules found/);
  expect(run.stdout + run.stderr).not.toMatch(/FAILED|lint error|duplicate/i);
  expect(run.code).toBe(0);
}

describe.skipIf(promtool.skip !== null)('promtool check rules --lint=all --lint-fatal', () => {
  it('fails on alerts told apart by severity alone (the duplicate rule the old export wrote)', () => {
    // The old export's shape: two page tiers, same alert name, labels {severity: page} only.
    const old = prometheusRules(specOf('workbook', 30)).replace(/^\s+(long|short): .*\n/gm, '');
    const run = checkRules(old);
    expect(run.code).not.toBe(0);
    expect(run.stdout + run.stderr).toMatch(/duplicate rule/);
  });

  for (const policy of ['workbook', 'sloth', 'pyrra'] as const) {
    for (const days of [28, 30, 7, 1]) {
      it(`${policy} over ${days} days`, () => {
        const spec = specOf(policy, days);
        expect(spec.tiers.length).toBeGreaterThan(0);
        expectClean(prometheusRules(spec));
      });
    }
  }

  it('custom tiers: shared windows, equal windows of two severities, for:, odd windows', () => {
    const custom = [
      'page 1h/5m 2%',
      'page 1h/5m x10', // same severity and windows as the first: told apart by `tier`
      'ticket 1h/5m x6',
      'page 1h4m17s/5m21s x14 for 2m',
      'ticket 3d/6h x1 for 1h',
      'ticket 3d/6h x1',
    ].join('; ');
    for (const days of [28, 30]) {
      const text = prometheusRules(specOf('custom', days, { custom }));
      expect(text).toContain("tier: '2'");
      expectClean(text);
    }
  });

  it('hostile selectors and service names', () => {
    const selectors: [string, string][] = [
      [
        'http_requests_total{job="a\\"b",path="/{id}/{{ $value }}",code=~"5.."}',
        'http_requests_total{job="a\\"b",path="/{id}/{{ $value }}"}',
      ],
      [
        'http_requests_total{job=\'x\\\\y\', msg="ünïcødé ✓ 日本", tpl="{{ .window }}"}',
        'http_requests_total{job=\'x\\\\y\', msg="ünïcødé ✓ 日本"}',
      ],
      ['{__name__="errors_total", a="}{"}', '{__name__="requests_total", a="}{"}'],
      ['errors_total{a="# not a comment", b="key: value", c="- item"}', 'requests_total'],
      ['errors_total{a="\\n\\t line"}', 'requests_total{a=`raw \\ string`}'],
    ];
    const services = [
      'api',
      'API Gateway (EU)',
      '{{ $labels.job }}',
      'a"b\\c',
      'ünïcødé',
      '---',
      'x'.repeat(80),
    ];
    for (const [errors, total] of selectors) {
      for (const service of services) {
        expectClean(prometheusRules({ ...specOf('sloth', 30), service, errors, total }));
      }
    }
  });
});

/** The panel's worked example as a unit test input, evaluated every minute. */
const BASE_INPUT: PromtoolTestInput = {
  spec: specOf('workbook', 30),
  rulesFile: 'rules.yaml',
  series: DEFAULT_SERIES,
  rps: 10,
  errorRatio: 0.02,
  duration: 3600,
  baseline: 0,
  evalInterval: 60,
};

function testRules(input: PromtoolTestInput) {
  const test = promtoolUnitTest(input);
  if (!test.ok) throw new Error(test.reason);
  const run = runTool(promtool, ['test', 'rules', '{test.yaml}'], {
    'rules.yaml': prometheusRules(input.spec),
    'test.yaml': test.text,
  });
  return { test, run };
}

function expectAgreement(input: PromtoolTestInput) {
  const { test, run } = testRules(input);
  expect(run.stdout + run.stderr, run.stdout + run.stderr).toMatch(/SUCCESS/);
  expect(run.code).toBe(0);
  return test;
}

/** The panel model's detection on the grid (no baseline), tier by tier. */
function modelDetect(input: PromtoolTestInput): (number | null)[] {
  const a = analyseAlerts({
    budget: input.spec.budget,
    period: input.spec.periodDays * DAY,
    entries: input.spec.tiers.map((tier) => ({ text: '', tier, error: null })),
    errorRatio: input.errorRatio,
    duration: input.duration,
    rps: input.rps,
    evalInterval: input.evalInterval,
  });
  return a.tiers.map((t) => t.detect);
}

describe('expanding notation', () => {
  it('runs continue one sample after the last', () => {
    // 0, 2, 4 | 7, 10 | 11: three samples by 2, two by 3, one by 1.
    expect(
      expandingCounter([
        [3, 2],
        [2, 3],
        [1, 1],
      ]),
    ).toBe('0+2x2 7+3x1 11+1x0');
    expect(expandingCounter([[1, 5]])).toBe('0+5x0');
  });
});

describe('the generated unit test, worked by hand', () => {
  it('workbook at 2% for an hour, every minute: tier 1 pending past 2,592 s fires at 2,640 s', () => {
    const test = promtoolUnitTest(BASE_INPUT);
    if (!test.ok) throw new Error(test.reason);
    // 0.0144 × 3600 / 0.02 = 2592 s = 43.2 evaluations: the 44th, at 2640 s; the others never
    // (6 × 0.1% × 6 h / 2% = 6480 s > 1 h; the 3-day tier 12,960 s).
    expect(test.verdicts.map((v) => v.fires)).toEqual([2640, null, null]);
    // It stops at the first evaluation after 3600 + 300 × (1 − 0.72) = 3684 s: 3720 s.
    expect(test.verdicts[0]!.resolves).toBe(3720);
    expect(test.start).toBe(3 * DAY); // the 3-day window full before the incident
    expect(test.scrape).toBe(60);
    expect(test.evalTimes.map((t) => t - test.start)).toEqual([0, 2580, 2640, 3600]);
    expect(test.verdicts[0]!.labels).toEqual({
      severity: 'page',
      long: '1h',
      short: '5m',
      service: 'api',
    });
    // 10 req/s × 60 s × 2% = 12 failed a minute in the incident, none before; 600 − 12 = 588 succeed.
    expect(test.text).toContain("values: '0+0x4320 12+12x59 ");
    expect(test.text).toContain("values: '0+600x4320 2592588+588x59 ");
  });

  it('refuses what it cannot write exactly, in words', () => {
    const refused = (patch: Partial<PromtoolTestInput>) => {
      const t = promtoolUnitTest({ ...BASE_INPUT, ...patch });
      return t.ok ? null : t.reason;
    };
    expect(refused({ evalInterval: 0 })).toMatch(/whole seconds/);
    // 3 days at one sample every 15 s: 2 × 17,281 samples in one query.
    expect(refused({ evalInterval: 15 })).toMatch(/34562 samples .* at most 10000 a query/);
    expect(refused({ duration: 0.5 })).toMatch(/whole seconds/);
    expect(refused({ baseline: 0.001 })).toMatch(/below every tier/);
    expect(refused({ errorRatio: 0 })).toMatch(/error ratio/);
    expect(refused({ rps: Number.NaN })).toMatch(/traffic/);
    expect(refused({ spec: { ...BASE_INPUT.spec, tiers: [] } })).toMatch(/no tiers/);
  });
});

describe.skipIf(promtool.skip !== null)('promtool test rules agrees with the model', () => {
  it('the worked example, every minute: tier 1 fires at 2,640 s, not at 2,580 s', () => {
    const test = expectAgreement(BASE_INPUT);
    expect(test.verdicts.map((v) => v.fires)).toEqual(modelDetect(BASE_INPUT));
  }, 60_000);

  it('a full outage for an hour: every tier fires (51.84, 129.6, 259.2 s → 60, 180, 300 s)', () => {
    const input = { ...BASE_INPUT, errorRatio: 1 };
    const test = expectAgreement(input);
    expect(test.verdicts.map((v) => v.fires)).toEqual([60, 180, 300]);
    expect(modelDetect(input)).toEqual([60, 180, 300]);
  }, 60_000);

  it('just above and just below the page threshold (1.45%, 1.43%; exactly 1.44% is a tie)', () => {
    // At exactly 1.44% Prometheus compares two doubles that are equal up to rounding: either
    // verdict is possible there, so the model's "never" is checked in burn.test.ts instead.
    // 1.45%: 0.0144 × 3600 / 0.0145 = 3575.2 s → 3600 s (the 60th minute).
    // The page tier alone: a one-hour warm-up instead of three days.
    const page = specOf('custom', 30, { custom: 'page 1h/5m 2%' });
    const above = { ...BASE_INPUT, spec: page, errorRatio: 0.0145, duration: 4 * 3600 };
    expect(expectAgreement(above).verdicts[0]!.fires).toBe(3600);
    expect(modelDetect(above)[0]).toBe(3600);
    const below = { ...BASE_INPUT, spec: page, errorRatio: 0.0143, duration: 4 * 3600 };
    expect(expectAgreement(below).verdicts[0]!.fires).toBeNull();
    expect(modelDetect(below)[0]).toBeNull();
  }, 60_000);

  it('with a baseline error ratio, and a 15 s evaluation interval', () => {
    const input = {
      ...BASE_INPUT,
      spec: specOf('custom', 30, { custom: 'page 1h/5m 2%; page 6h/30m 5%' }),
      baseline: 0.0004,
      evalInterval: 15,
      errorRatio: 0.05,
    };
    // q = (1.44% − 0.04%) / (5% − 0.04%) = 0.28226; × 3600 s = 1016.1 s → 1020 s.
    // q = (0.6% − 0.04%) / 4.96% = 0.11290; × 21,600 s = 2438.7 s → 2445 s.
    const test = expectAgreement(input);
    expect(test.verdicts.map((v) => v.fires)).toEqual([1020, 2445]);
  }, 60_000);

  it('sloth over 28 days (30 days is the worked example’s windows)', () => {
    for (const days of [28]) {
      const spec = specOf('sloth', days);
      const input = { ...BASE_INPUT, spec, errorRatio: 0.2, duration: 6 * 3600 };
      const test = expectAgreement(input);
      expect(test.verdicts.map((v) => v.fires)).toEqual(modelDetect(input));
      expect(test.verdicts.every((v) => v.fires !== null)).toBe(true);
    }
  }, 60_000);

  it('pyrra over 7 days, whose tiers have for:', () => {
    // (Over 30 days its 4-day window scaled to 6171m is more samples than promtool's unit tests
    // load in one query; 7 days scales the windows by a quarter: 15m/1m for 1m, 1h30m/8m for 4m,
    // 6h/30m for 15m, 1d/1h30m for 45m.)
    const input = {
      ...BASE_INPUT,
      spec: specOf('pyrra', 7),
      errorRatio: 0.05,
      duration: 8 * 3600,
    };
    const test = expectAgreement(input);
    expect(test.verdicts.map((v) => v.fires)).toEqual(modelDetect(input));
    // 14 × 0.1% × 900 s / 5% = 252 s → 300 s, then for 1m: 360 s.
    expect(test.verdicts[0]!.fires).toBe(360);
  }, 60_000);

  it('custom tiers sharing their windows (told apart by tier), one held by for:', () => {
    const custom = 'page 1h/5m x14.4; page 1h/5m x10; ticket 2h/10m x3 for 5m';
    const input = {
      ...BASE_INPUT,
      spec: specOf('custom', 30, { custom }),
      errorRatio: 0.035,
      evalInterval: 30,
    };
    const test = expectAgreement(input);
    // 1.44% × 3600 / 3.5% = 1481.1 s → 1500 s; 1% × 3600 / 3.5% = 1028.6 s → 1050 s;
    // 0.3% × 7200 / 3.5% = 617.1 s → 630 s, + for 5m = 930 s.
    expect(test.verdicts.map((v) => v.fires)).toEqual([1500, 1050, 930]);
    expect(modelDetect(input)).toEqual([1500, 1050, 930]);
  });

  it('a tier whose condition ends before its for: (an incident shorter than it needs)', () => {
    const tier: Tier = { severity: 'page', long: 3600, short: 300, factor: 14.4, for: 600 };
    const input = {
      ...BASE_INPUT,
      spec: { ...BASE_INPUT.spec, policy: 'custom' as const, tiers: [tier] },
      errorRatio: 0.05,
      duration: 1200,
    };
    // on at 1036.8 s, pending at 1080 s, for 10m → 1680 s; off at 1200 + 300 × 0.712 = 1413.6 s.
    const test = expectAgreement(input);
    expect(test.verdicts[0]!.fires).toBeNull();
    expect(modelDetect(input)).toEqual([null]);
  });
});
