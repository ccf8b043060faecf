import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import {
  EXPORTS,
  openSloSpec,
  prometheusRules,
  pyrraSpec,
  serviceSlug,
  slothSpec,
  type ExportId,
  type ExportSpec,
} from '@/core/alerts/export';
import { alertName, sloName, tierNames } from '@/core/alerts/export/names';
import { rulePercent, sloFractionText, sloPercentText } from '@/core/alerts/export/number';
import { budgetSpent, thresholdRatio, tierLabel, tierList } from '@/core/alerts/export/tier-text';
import type { Tier } from '@/core/alerts/tier';
import { prometheusDuration } from '@/core/emit/durations';
import { configNumber } from '@/core/emit/numbers';
import { propertyTimeout, runs } from '../property-runs';

// Every expected number below is written out by hand (or from the SRE Workbook / sloth / pyrra
// tables), not computed with the code under test.

const API_ERRORS = 'http_requests_total{job="api",code=~"5.."}';
const API_TOTAL = 'http_requests_total{job="api"}';

const M = 60;
const H = 3600;
const D = 86_400;

function tier(
  severity: Tier['severity'],
  long: number,
  short: number,
  factor: number,
  extra: { share?: number; for?: number } = {},
): Tier {
  return {
    severity,
    long,
    short,
    factor,
    for: extra.for ?? 0,
    ...(extra.share === undefined ? {} : { share: extra.share }),
  };
}

/** SRE Workbook defaults: 99.9 % over 30 days, 2 % in 1h, 5 % in 6h, 10 % in 3d. */
const WORKBOOK: ExportSpec = {
  service: 'api',
  errors: API_ERRORS,
  total: API_TOTAL,
  sloText: '99.9',
  budget: 0.001,
  periodDays: 30,
  policy: 'workbook',
  tiers: [
    tier('page', 1 * H, 5 * M, 14.4, { share: 0.02 }),
    tier('page', 6 * H, 30 * M, 6, { share: 0.05 }),
    tier('ticket', 3 * D, 6 * H, 1, { share: 0.1 }),
  ],
};

/** sloth's own tiers over 28 days: factors 0.02·672, 0.05·112, 0.1·28, 0.1·28/3. */
const SLOTH_28: ExportSpec = {
  ...WORKBOOK,
  sloText: '99.5',
  budget: 0.005,
  periodDays: 28,
  policy: 'sloth',
  tiers: [
    tier('page', 1 * H, 5 * M, 13.44, { share: 0.02 }),
    tier('page', 6 * H, 30 * M, 5.6, { share: 0.05 }),
    tier('ticket', 1 * D, 2 * H, 2.8, { share: 0.1 }),
    tier('ticket', 3 * D, 6 * H, 2.8 / 3, { share: 0.1 }),
  ],
};

/** sloth's shares over 7 days, a period sloth has no catalog entry for: 0.02·168, 0.05·28, 0.1·7, 0.1·7/3. */
const SLOTH_7: ExportSpec = {
  ...SLOTH_28,
  periodDays: 7,
  tiers: [
    tier('page', 1 * H, 5 * M, 3.36, { share: 0.02 }),
    tier('page', 6 * H, 30 * M, 1.4, { share: 0.05 }),
    tier('ticket', 1 * D, 2 * H, 0.7, { share: 0.1 }),
    tier('ticket', 3 * D, 6 * H, 0.7 / 3, { share: 0.1 }),
  ],
};

/**
 * pyrra's tiers for 30 days: its 28-day windows 1h/5m, 6h/30m, 1d/2h, 4d/6h and for 2m, 15m,
 * 1h, 3h, each × 30/28 and rounded to the minute: 64m/5m for 2m, 386m/32m for 16m,
 * 1543m/129m for 64m, 6171m/386m for 193m.
 */
const PYRRA_30: ExportSpec = {
  ...WORKBOOK,
  sloText: '99.95',
  budget: 0.0005,
  policy: 'pyrra',
  tiers: [
    tier('page', 64 * M, 5 * M, 14, { for: 2 * M }),
    tier('page', 386 * M, 32 * M, 7, { for: 16 * M }),
    tier('ticket', 1543 * M, 129 * M, 2, { for: 64 * M }),
    tier('ticket', 6171 * M, 386 * M, 1, { for: 193 * M }),
  ],
};

/** A hand-made set: odd windows (1h4m17s is not whole minutes), a for:, no shares, 7 days. */
const CUSTOM: ExportSpec = {
  service: 'Checkout (EU)',
  errors: 'checkout_requests_total{status="error"}',
  total: 'checkout_requests_total',
  sloText: '99.99',
  budget: 0.0001,
  periodDays: 7,
  policy: 'custom',
  tiers: [tier('page', 3857, 5 * M, 20, { for: 1 * M }), tier('ticket', 2 * D, 2 * H, 1.5)],
};

type Path = ReadonlyArray<string | number>;

/** The value at a path in parsed YAML, failing loudly when a step is missing. */
function at(value: unknown, ...path: Path): unknown {
  let v = value;
  for (const key of path) {
    if (v === null || typeof v !== 'object') {
      throw new Error(`no ${String(key)} in ${JSON.stringify(v)}`);
    }
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

function list(value: unknown, ...path: Path): unknown[] {
  const v = at(value, ...path);
  if (!Array.isArray(v)) throw new Error(`not a list at ${path.join('.')}: ${JSON.stringify(v)}`);
  return v as unknown[];
}

/** Every document of the text, parsed strictly: no errors, no warnings. */
function documents(text: string, version: '1.1' | '1.2' = '1.2'): unknown[] {
  const all = parseAllDocuments(text, { version });
  for (const doc of all) {
    expect(doc.errors).toEqual([]);
    expect(doc.warnings).toEqual([]);
  }
  return all.map((doc) => doc.toJS() as unknown);
}

function single(text: string): unknown {
  const docs = documents(text);
  expect(docs).toHaveLength(1);
  return docs[0];
}

function rules(text: string): unknown[] {
  return list(single(text), 'groups', 0, 'rules');
}

function recordings(text: string) {
  return rules(text).filter((r) => at(r, 'record') !== undefined);
}

function alerts(text: string) {
  return rules(text).filter((r) => at(r, 'alert') !== undefined);
}

function burnExpr(service: string, short: string, long: string, threshold: string): string {
  return (
    `(slo:sli_error:ratio_rate${short}{service="${service}"} > ${threshold}) and ` +
    `(slo:sli_error:ratio_rate${long}{service="${service}"} > ${threshold})`
  );
}

function openSloDocs(text: string) {
  const docs = documents(text);
  const ofKind = (kind: string) => docs.filter((d) => at(d, 'kind') === kind);
  return {
    docs,
    slo: ofKind('SLO'),
    policies: ofKind('AlertPolicy'),
    targets: ofKind('AlertNotificationTarget'),
  };
}

function conditionOf(policy: unknown): unknown {
  const conditions = list(policy, 'spec', 'conditions');
  expect(conditions).toHaveLength(1);
  return at(conditions[0], 'spec');
}

describe('serviceSlug', () => {
  it('keeps lowercase letters, digits and single dashes', () => {
    expect(serviceSlug('api')).toBe('api');
    expect(serviceSlug('API Gateway (EU)')).toBe('api-gateway-eu');
    expect(serviceSlug('  --Checkout__v2--  ')).toBe('checkout-v2');
    expect(serviceSlug('')).toBe('service');
    expect(serviceSlug('???')).toBe('service');
    expect(serviceSlug('a'.repeat(50))).toBe('a'.repeat(30));
  });
});

describe('EXPORTS', () => {
  it('lists the four exports with file names from the service', () => {
    expect(EXPORTS.map((e) => e.id)).toEqual(['prometheus', 'sloth', 'pyrra', 'openslo']);
    expect(EXPORTS.map((e) => e.filename(WORKBOOK))).toEqual([
      'api-slo-rules.yaml',
      'api-sloth.yaml',
      'api-pyrra-slo.yaml',
      'api-openslo.yaml',
    ]);
    expect(EXPORTS.find((e) => e.id === 'prometheus')?.filename(CUSTOM)).toBe(
      'checkout-eu-slo-rules.yaml',
    );
    const texts = [prometheusRules, slothSpec, pyrraSpec, openSloSpec].map((f) => f(WORKBOOK));
    expect(EXPORTS.map((e) => e.text(WORKBOOK))).toEqual(texts);
    for (const e of EXPORTS) expect(e.label).not.toBe('');
  });

  it('imports the yaml package only through core/emit/yaml', () => {
    const dir = join(process.cwd(), 'src/core/alerts/export');
    for (const file of readdirSync(dir)) {
      expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(/from ['"]yaml['"]/);
    }
  });
});

describe('prometheusRules', () => {
  it('workbook default: one recording rule per window, one alert per tier', () => {
    const text = prometheusRules(WORKBOOK);
    expect(at(single(text), 'groups', 0, 'name')).toBe('api-slo-burn-rate');
    expect(recordings(text)).toEqual(
      ['5m', '30m', '1h', '6h', '3d'].map((w) => ({
        record: `slo:sli_error:ratio_rate${w}`,
        expr: `sum(rate(${API_ERRORS}[${w}])) / sum(rate(${API_TOTAL}[${w}]))`,
        labels: { service: 'api' },
      })),
    );
    const rows = alerts(text);
    expect(rows.map((r) => at(r, 'expr'))).toEqual([
      burnExpr('api', '5m', '1h', '(14.4 * 0.001)'),
      burnExpr('api', '30m', '6h', '(6 * 0.001)'),
      burnExpr('api', '6h', '3d', '(1 * 0.001)'),
    ]);
    // One alert name; each tier told apart by severity and its windows (pyrra's labels).
    expect(rows.map((r) => at(r, 'labels'))).toEqual([
      { severity: 'page', long: '1h', short: '5m' },
      { severity: 'page', long: '6h', short: '30m' },
      { severity: 'ticket', long: '3d', short: '6h' },
    ]);
    for (const r of rows) {
      expect(r).not.toHaveProperty('for');
      expect(at(r, 'alert')).toBe('api-error-budget-burn');
    }
  });

  it('workbook default: the summary carries factor, threshold, budget spent and windows', () => {
    const summaries = alerts(prometheusRules(WORKBOOK)).map((r) =>
      String(at(r, 'annotations', 'summary')),
    );
    // 14.4 × 0.1 % = 1.44 %; 14.4 × 1h / 30d = 2 %; 6 × 6h / 30d = 5 %; 1 × 3d / 30d = 10 %.
    const expected = [
      ['14.4x', '1.44%', '1h', '5m', '2% of the 30-day budget'],
      ['6x', '0.6%', '6h', '30m', '5% of the 30-day budget'],
      ['1x', '0.1%', '3d', '6h', '10% of the 30-day budget'],
    ];
    summaries.forEach((summary, i) => {
      for (const part of expected[i] ?? []) expect(summary).toContain(part);
    });
    expect(summaries[0]).toBe(
      'api is burning its error budget at 14.4x the rate the SLO allows: error ratio above 1.44% ' +
        'over both the last 1h and the last 5m (2% of the 30-day budget spent when it fires)',
    );
  });

  it('sloth 28-day set: thresholds as short decimals, shared windows once', () => {
    const text = prometheusRules(SLOTH_28);
    expect(recordings(text).map((r) => at(r, 'record'))).toEqual(
      ['5m', '30m', '1h', '2h', '6h', '1d', '3d'].map((w) => `slo:sli_error:ratio_rate${w}`),
    );
    expect(alerts(text).map((r) => at(r, 'expr'))).toEqual([
      burnExpr('api', '5m', '1h', '(13.44 * 0.005)'),
      burnExpr('api', '30m', '6h', '(5.6 * 0.005)'),
      burnExpr('api', '2h', '1d', '(2.8 * 0.005)'),
      burnExpr('api', '6h', '3d', '(0.933333333333 * 0.005)'),
    ]);
    // 0.9333… × 0.5 % = 0.4666… %; 0.9333… × 3d / 28d = 10 %.
    const last = String(at(alerts(text)[3], 'annotations', 'summary'));
    expect(last).toContain('0.466666666667%');
    expect(last).toContain('10% of the 28-day budget');
  });

  it('pyrra 30-day set: windows that are not round, and for:', () => {
    const text = prometheusRules(PYRRA_30);
    expect(recordings(text).map((r) => at(r, 'record'))).toEqual(
      ['5m', '32m', '1h4m', '2h9m', '6h26m', '1d1h43m', '4d6h51m'].map(
        (w) => `slo:sli_error:ratio_rate${w}`,
      ),
    );
    const rows = alerts(text);
    expect(rows.map((r) => at(r, 'expr'))).toEqual([
      burnExpr('api', '5m', '1h4m', '(14 * 0.0005)'),
      burnExpr('api', '32m', '6h26m', '(7 * 0.0005)'),
      burnExpr('api', '2h9m', '1d1h43m', '(2 * 0.0005)'),
      burnExpr('api', '6h26m', '4d6h51m', '(1 * 0.0005)'),
    ]);
    expect(rows.map((r) => at(r, 'for'))).toEqual(['2m', '16m', '1h4m', '3h13m']);
    expect(rows.map((r) => at(r, 'labels', 'severity'))).toEqual([
      'page',
      'page',
      'ticket',
      'ticket',
    ]);
  });

  it('custom set: the slug in names and labels, odd windows, budget spent to 12 digits', () => {
    const text = prometheusRules(CUSTOM);
    expect(recordings(text).map((r) => at(r, 'record'))).toEqual(
      ['5m', '1h4m17s', '2h', '2d'].map((w) => `slo:sli_error:ratio_rate${w}`),
    );
    for (const r of recordings(text)) expect(at(r, 'labels')).toEqual({ service: 'checkout-eu' });
    const rows = alerts(text);
    expect(rows.map((r) => at(r, 'alert'))).toEqual([
      'checkout-eu-error-budget-burn',
      'checkout-eu-error-budget-burn',
    ]);
    expect(rows.map((r) => at(r, 'expr'))).toEqual([
      burnExpr('checkout-eu', '5m', '1h4m17s', '(20 * 0.0001)'),
      burnExpr('checkout-eu', '2h', '2d', '(1.5 * 0.0001)'),
    ]);
    expect(at(rows[0], 'for')).toBe('1m');
    expect(rows[1]).not.toHaveProperty('for');
    // 20 × 0.01 % = 0.2 %; 20 × 3857 s / 7 d = 12.75462962962… %.
    const page = String(at(rows[0], 'annotations', 'summary'));
    expect(page).toContain('0.2%');
    expect(page).toContain('12.7546296296% of the 7-day budget');
    // 1.5 × 0.01 % = 0.015 %; 1.5 × 2d / 7d = 42.857142857142… %.
    const ticket = String(at(rows[1], 'annotations', 'summary'));
    expect(ticket).toContain('0.015%');
    expect(ticket).toContain('42.8571428571% of the 7-day budget');
  });
});

describe('slothSpec', () => {
  it('workbook default: the SLO, and a comment on the one ticket tier sloth cannot take', () => {
    const text = slothSpec(WORKBOOK);
    const doc = single(text);
    expect(at(doc, 'version')).toBe('prometheus/v1');
    expect(at(doc, 'service')).toBe('api');
    const slo = at(doc, 'slos', 0);
    expect(at(slo, 'objective')).toBe(99.9);
    expect(at(slo, 'sli', 'events')).toEqual({
      error_query: `sum(rate(${API_ERRORS}[{{.window}}]))`,
      total_query: `sum(rate(${API_TOTAL}[{{.window}}]))`,
    });
    expect(at(slo, 'alerting', 'name')).toBe('api-error-budget-burn');
    expect(at(slo, 'alerting', 'page_alert')).toEqual({ labels: { severity: 'page' } });
    expect(at(slo, 'alerting', 'ticket_alert')).toEqual({ labels: { severity: 'ticket' } });
    expect(text).toMatch(/^# sloth cannot express the panel's tiers:$/m);
    expect(text).toMatch(/^#.*two ticket tiers.*the panel has 1: ticket 3d\/6h ×1$/m);
    expect(text).not.toContain('AlertWindows');
  });

  it("sloth's own 28-day tiers: no AlertWindows, run with the 28d period", () => {
    const text = slothSpec(SLOTH_28);
    expect(at(single(text), 'slos', 0, 'objective')).toBe(99.5);
    expect(text).toContain('--default-slo-period=28d');
    expect(text).not.toContain('AlertWindows');
    expect(text).not.toContain('cannot express');
  });

  it('tiers that are not sloth’s own but map onto its windows: an AlertWindows document', () => {
    const docs = documents(slothSpec(SLOTH_7));
    expect(docs).toHaveLength(2);
    expect(docs[1]).toEqual({
      apiVersion: 'sloth.slok.dev/v1',
      kind: 'AlertWindows',
      spec: {
        sloPeriod: '7d',
        page: {
          quick: { errorBudgetPercent: 2, shortWindow: '5m', longWindow: '1h' },
          slow: { errorBudgetPercent: 5, shortWindow: '30m', longWindow: '6h' },
        },
        ticket: {
          quick: { errorBudgetPercent: 10, shortWindow: '2h', longWindow: '1d' },
          slow: { errorBudgetPercent: 10, shortWindow: '6h', longWindow: '3d' },
        },
      },
    });
    expect(slothSpec(SLOTH_7)).toContain('--slo-period-windows-path');
  });

  it('pyrra and custom sets: says which tiers sloth cannot express, and drops for:', () => {
    const pyrra = slothSpec(PYRRA_30);
    expect(documents(pyrra)).toHaveLength(1);
    expect(pyrra).toContain('page 1h4m/5m ×14: declared by its factor');
    expect(pyrra).toContain('for:, so it is dropped');
    const custom = slothSpec(CUSTOM);
    expect(at(single(custom), 'service')).toBe('checkout-eu');
    expect(at(single(custom), 'slos', 0, 'objective')).toBe(99.99);
    expect(custom).toContain('two page tiers (quick and slow); the panel has 1');
    expect(custom).toContain('a 7d period needs an AlertWindows spec');
  });

  it('disables the alert of a severity the panel has no tier of', () => {
    const onlyPage = { ...WORKBOOK, tiers: WORKBOOK.tiers.slice(0, 2) };
    const slo = at(single(slothSpec(onlyPage)), 'slos', 0);
    expect(at(slo, 'alerting', 'ticket_alert')).toEqual({ disable: true });
    expect(at(slo, 'alerting', 'page_alert')).toEqual({ labels: { severity: 'page' } });
  });
});

describe('pyrraSpec', () => {
  it('workbook default: the SLO, and a comment that pyrra uses its own tiers', () => {
    const text = pyrraSpec(WORKBOOK);
    expect(single(text)).toEqual({
      apiVersion: 'pyrra.dev/v1alpha1',
      kind: 'ServiceLevelObjective',
      metadata: {
        name: 'api-availability',
        namespace: 'monitoring',
        labels: { prometheus: 'k8s', role: 'alert-rules' },
      },
      spec: {
        description: 'SLO 99.9% over 30 days (error budget 0.1%).',
        target: '99.9',
        window: '30d',
        indicator: { ratio: { errors: { metric: API_ERRORS }, total: { metric: API_TOTAL } } },
        alerting: { name: 'api-error-budget-burn' },
      },
    });
    expect(text).toContain('pyrra derives its own tiers, with factors 14/7/2/1');
    expect(text).toContain('page 1h/5m ×14.4, page 6h/30m ×6, ticket 3d/6h ×1');
    // pyrra's 30-day windows, worked out by hand above (PYRRA_30).
    expect(text).toContain('14× 1h4m/5m for 2m (critical), 7× 6h26m/32m for 16m (critical)');
    expect(text).toContain('2× 1d1h43m/2h9m for 1h4m (warning), 1× 4d6h51m/6h26m for 3h13m');
  });

  it("pyrra's own set: the target as text, no 'instead' comment", () => {
    const text = pyrraSpec(PYRRA_30);
    expect(at(single(text), 'spec', 'target')).toBe('99.95');
    expect(text).not.toContain('derives its own tiers');
  });

  it('custom set over 7 days: pyrra rounds its windows to the minute, halves away from zero', () => {
    const text = pyrraSpec(CUSTOM);
    expect(at(single(text), 'spec', 'window')).toBe('7d');
    expect(at(single(text), 'metadata', 'name')).toBe('checkout-eu-availability');
    // 7d/672 = 15m, 7d/8064 = 75 s → 1m, 7d/20160 = 30 s → 1m; 7d/1344 = 7.5 min → 8m.
    expect(text).toContain('14× 15m/1m for 1m (critical), 7× 1h30m/8m for 4m (critical)');
    expect(text).toContain('2× 6h/30m for 15m (warning), 1× 1d/1h30m for 45m (warning)');
  });
});

describe('openSloSpec', () => {
  it('workbook default: an SLO, one AlertPolicy per tier, one target per severity', () => {
    const text = openSloSpec(WORKBOOK);
    const { docs, slo, policies, targets } = openSloDocs(text);
    expect(docs).toHaveLength(6);
    expect(docs.map((d) => at(d, 'apiVersion'))).toEqual(Array(6).fill('openslo/v1'));
    expect(slo).toHaveLength(1);
    const spec = at(slo[0], 'spec');
    expect(at(spec, 'service')).toBe('api');
    expect(at(spec, 'budgetingMethod')).toBe('Occurrences');
    expect(at(spec, 'timeWindow')).toEqual([{ duration: '30d', isRolling: true }]);
    expect(list(spec, 'objectives').map((o) => at(o, 'target'))).toEqual([0.999]);
    expect(at(spec, 'indicator', 'spec', 'ratioMetric')).toEqual({
      counter: true,
      bad: { metricSource: { type: 'Prometheus', spec: { query: API_ERRORS } } },
      total: { metricSource: { type: 'Prometheus', spec: { query: API_TOTAL } } },
    });
    const names = ['api-page-1h-5m', 'api-page-6h-30m', 'api-ticket-3d-6h'];
    expect(at(spec, 'alertPolicies')).toEqual(names.map((n) => ({ alertPolicyRef: n })));
    expect(policies.map((p) => at(p, 'metadata', 'name'))).toEqual(names);
    expect(policies.map(conditionOf)).toEqual([
      {
        severity: 'page',
        condition: {
          kind: 'burnrate',
          op: 'gt',
          threshold: 14.4,
          lookbackWindow: '1h',
          alertAfter: '5m',
        },
      },
      {
        severity: 'page',
        condition: {
          kind: 'burnrate',
          op: 'gt',
          threshold: 6,
          lookbackWindow: '6h',
          alertAfter: '30m',
        },
      },
      {
        severity: 'ticket',
        condition: {
          kind: 'burnrate',
          op: 'gt',
          threshold: 1,
          lookbackWindow: '3d',
          alertAfter: '6h',
        },
      },
    ]);
    expect(policies.map((p) => at(p, 'spec', 'notificationTargets'))).toEqual([
      [{ targetRef: 'api-page' }],
      [{ targetRef: 'api-page' }],
      [{ targetRef: 'api-ticket' }],
    ]);
    expect(targets.map((t) => at(t, 'metadata', 'name'))).toEqual(['api-page', 'api-ticket']);
    expect(text.match(/# OpenSLO v1 has no short window/g)).toHaveLength(3);
  });

  it('pyrra set: alertAfter is the for:, windows as whole minutes', () => {
    const text = openSloSpec(PYRRA_30);
    const { slo, policies } = openSloDocs(text);
    expect(list(at(slo[0], 'spec'), 'objectives').map((o) => at(o, 'target'))).toEqual([0.9995]);
    expect(policies.map((p) => at(conditionOf(p), 'condition'))).toEqual([
      { kind: 'burnrate', op: 'gt', threshold: 14, lookbackWindow: '64m', alertAfter: '2m' },
      { kind: 'burnrate', op: 'gt', threshold: 7, lookbackWindow: '386m', alertAfter: '16m' },
      { kind: 'burnrate', op: 'gt', threshold: 2, lookbackWindow: '1543m', alertAfter: '64m' },
      { kind: 'burnrate', op: 'gt', threshold: 1, lookbackWindow: '6171m', alertAfter: '193m' },
    ]);
    expect(text).toContain("alertAfter is the tier's for: (2m), and the 5m short window is not");
    expect(text).not.toContain('Not exact');
  });

  it('custom set: a window that is not whole minutes is rounded, and says so', () => {
    const text = openSloSpec(CUSTOM);
    const { slo, policies, targets } = openSloDocs(text);
    expect(at(slo[0], 'metadata', 'name')).toBe('checkout-eu-availability');
    expect(at(slo[0], 'spec', 'timeWindow')).toEqual([{ duration: '7d', isRolling: true }]);
    expect(list(at(slo[0], 'spec'), 'objectives').map((o) => at(o, 'target'))).toEqual([0.9999]);
    expect(policies.map((p) => at(p, 'metadata', 'name'))).toEqual([
      'checkout-eu-page-1h4m17s-5m',
      'checkout-eu-ticket-2d-2h',
    ]);
    expect(policies.map((p) => at(conditionOf(p), 'condition'))).toEqual([
      { kind: 'burnrate', op: 'gt', threshold: 20, lookbackWindow: '64m', alertAfter: '1m' },
      { kind: 'burnrate', op: 'gt', threshold: 1.5, lookbackWindow: '2d', alertAfter: '2h' },
    ]);
    expect(text).toContain('# Not exact: the long window 1h4m17s is written as 64m.');
    expect(targets).toHaveLength(2);
  });
});

/** The selectors each export carries, read back from its parsed text. */
function selectorsIn(id: ExportId, text: string, version: '1.1' | '1.2' = '1.2'): unknown[] {
  const docs = documents(text, version);
  switch (id) {
    case 'prometheus': {
      const rule = list(docs[0], 'groups', 0, 'rules')[0];
      return [at(rule, 'expr'), at(rule, 'record')];
    }
    case 'sloth':
      return [
        at(docs[0], 'slos', 0, 'sli', 'events', 'error_query'),
        at(docs[0], 'slos', 0, 'sli', 'events', 'total_query'),
      ];
    case 'pyrra':
      return [
        at(docs[0], 'spec', 'indicator', 'ratio', 'errors', 'metric'),
        at(docs[0], 'spec', 'indicator', 'ratio', 'total', 'metric'),
      ];
    case 'openslo': {
      const ratio = at(docs[0], 'spec', 'indicator', 'spec', 'ratioMetric');
      return [
        at(ratio, 'bad', 'metricSource', 'spec', 'query'),
        at(ratio, 'total', 'metricSource', 'spec', 'query'),
      ];
    }
  }
}

/** What selectorsIn must find for the given selectors. */
function expectedSelectors(id: ExportId, spec: ExportSpec): unknown[] {
  const shortest = [...spec.tiers]
    .flatMap((t) => [t.long, t.short])
    .reduce((a, b) => Math.min(a, b), Infinity);
  const w = prometheusDuration(shortest);
  switch (id) {
    case 'prometheus':
      return [
        `sum(rate(${spec.errors}[${w}])) / sum(rate(${spec.total}[${w}]))`,
        `slo:sli_error:ratio_rate${w}`,
      ];
    case 'sloth':
      return [`sum(rate(${spec.errors}[{{.window}}]))`, `sum(rate(${spec.total}[{{.window}}]))`];
    case 'pyrra':
    case 'openslo':
      return [spec.errors, spec.total];
  }
}

const NASTY = [
  'http_requests_total{job="api",path!~"/a: b #c"}',
  'sum by (job) (\n  http_requests_total{job="a\\"b"}\n)\n',
  "  x{a='b'}\t# c  ",
  '# only a comment',
  'key: value',
  '- item',
  '? key',
  '*alias',
  '&anchor x',
  '!tag x',
  '%YAML 1.2',
  '@at',
  '`tick`',
  '[1, 2]',
  '{a: 1}',
  '|',
  '>-',
  '---',
  '...',
  'null',
  'true',
  'yes',
  'NO',
  'y',
  '~',
  '1e3',
  '0x1F',
  '0o17',
  '12:30:00',
  '2024-01-01',
  '.inf',
  '',
  ' ',
  'trailing:',
  'tab\there',
  'é ü ✓ 🚀',
  'nel\u0085ls\u2028ps\u2029',
  'bom\ufeff del\x7f c1\x9b nul\0',
  'lone \ud800 surrogate \udc00',
  'back\\slash \\n not a newline',
  '"quoted"',
  "'single'",
  "it's",
];

describe('selectors round-trip exactly', () => {
  it.each(NASTY)('%j', (selector) => {
    const spec = { ...WORKBOOK, errors: selector, total: `${selector} total` };
    for (const e of EXPORTS) {
      const text = e.text(spec);
      expect(selectorsIn(e.id, text)).toEqual(expectedSelectors(e.id, spec));
      // YAML 1.1 (Go's yaml.v2, as sloth uses) reads them the same.
      expect(selectorsIn(e.id, text, '1.1')).toEqual(expectedSelectors(e.id, spec));
    }
  });
});

const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.constantFrom(...'{}[]"\'#:,-?|>&*!%@`\\ \t\n\r\u0085\u2028'.split('')) }),
  fc.array(fc.integer({ min: 0, max: 0xffff })).map((codes) => String.fromCharCode(...codes)),
);

const tierArb: fc.Arbitrary<Tier> = fc
  .record({
    severity: fc.constantFrom('page' as const, 'ticket' as const),
    long: fc.integer({ min: 2, max: 30 * 86_400 }),
    shortFraction: fc.double({ min: 0.01, max: 0.99, noNaN: true }),
    factor: fc.double({ min: 0.01, max: 1000, noNaN: true }),
    share: fc.option(fc.double({ min: 0.001, max: 1, noNaN: true }), { nil: undefined }),
    for: fc.option(fc.integer({ min: 1, max: 86_400 }), { nil: 0 }),
  })
  .map(({ shortFraction, long, ...rest }) => ({
    ...rest,
    long,
    short: Math.max(1, Math.floor(long * shortFraction)),
  }));

const specArb: fc.Arbitrary<ExportSpec> = fc.record({
  service: anyText,
  errors: anyText,
  total: anyText,
  sloText: fc.constantFrom('99', '99.9', '99.95', '99.999', '90.5', 'not a number'),
  budget: fc.double({ min: 1e-6, max: 0.5, noNaN: true }),
  periodDays: fc.integer({ min: 1, max: 366 }),
  policy: fc.constantFrom(
    'workbook' as const,
    'sloth' as const,
    'pyrra' as const,
    'custom' as const,
  ),
  tiers: fc.array(tierArb, { minLength: 1, maxLength: 6 }),
});

describe('properties', () => {
  // 200 specs, each written and parsed back in four formats: about 3.6 s alone here, so the default
  // 5 s left no room for a busy machine (it timed out once in a full run beside other work).
  it(
    'every export parses, and the parsed selectors equal the input',
    { timeout: propertyTimeout(20_000) },
    () => {
      fc.assert(
        fc.property(specArb, (spec) => {
          for (const e of EXPORTS) {
            const text = e.text(spec);
            expect(selectorsIn(e.id, text)).toEqual(expectedSelectors(e.id, spec));
          }
        }),
        { numRuns: runs(200) },
      );
    },
  );

  it('names are RFC 1123 labels whatever the service is called', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const slug = serviceSlug(spec.service);
        expect(slug).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
        const { docs } = openSloDocs(openSloSpec(spec));
        const names = docs.map((d) => String(at(d, 'metadata', 'name')));
        const conditions = docs
          .filter((d) => at(d, 'kind') === 'AlertPolicy')
          .map((p) => String(at(list(p, 'spec', 'conditions')[0], 'metadata', 'name')));
        for (const name of conditions) expect(name.length).toBeLessThanOrEqual(63);
        for (const name of names) {
          expect(name).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
          expect(name.length).toBeLessThanOrEqual(63);
        }
        expect(new Set(names).size).toBe(names.length);
      }),
      { numRuns: runs(100) },
    );
  });

  it('thresholds and windows read back as the tiers', () => {
    fc.assert(
      fc.property(specArb, (spec) => {
        const rows = alerts(prometheusRules(spec));
        expect(rows).toHaveLength(spec.tiers.length);
        rows.forEach((r, i) => {
          const t = spec.tiers[i] as Tier;
          const threshold = `(${configNumber(t.factor)} * ${configNumber(spec.budget)})`;
          expect(at(r, 'labels', 'severity')).toBe(t.severity);
          expect(String(at(r, 'expr'))).toContain(
            `ratio_rate${prometheusDuration(t.long)}{service="${serviceSlug(spec.service)}"} > ${threshold}`,
          );
          if (t.for > 0) expect(at(r, 'for')).toBe(prometheusDuration(t.for));
          else expect(r).not.toHaveProperty('for');
          expect(Math.abs(Number(configNumber(t.factor)) - t.factor)).toBeLessThanOrEqual(
            1e-11 * t.factor,
          );
        });
      }),
      { numRuns: runs(100) },
    );
  });
});

describe('each export, its whole text', () => {
  // The WHOLE text of each export, written out by hand line by line from the formats (Prometheus
  // rule files, sloth prometheus/v1 and AlertWindows, pyrra v1alpha1, OpenSLO v1) and the numbers
  // worked by hand in the comments. Strings that start with a digit or a parenthesis, or hold
  // ": ", are single-quoted (YAML would otherwise read them as numbers or mappings).

  const lines = (...all: string[]) => `${all.join('\n')}\n`;

  /** A page tier of 1h4m17s (not whole minutes) with for: 1m, a ticket tier by factor; 7 days. */
  const CUSTOM: ExportSpec = {
    service: 'Checkout (EU)',
    errors: 'checkout_requests_total{status="error"}',
    total: 'checkout_requests_total',
    sloText: '99.99',
    budget: 0.0001,
    periodDays: 7,
    policy: 'custom',
    tiers: [tier('page', 3857, 5 * M, 20, { for: 1 * M }), tier('ticket', 2 * D, 2 * H, 1.5)],
  };

  /** The same over 30 days: 14.4, 6, 3, 1. */
  const SLOTH_30: ExportSpec = {
    ...SLOTH_28,
    periodDays: 30,
    tiers: [
      tier('page', 1 * H, 5 * M, 14.4, { share: 0.02 }),
      tier('page', 6 * H, 30 * M, 6, { share: 0.05 }),
      tier('ticket', 1 * D, 2 * H, 3, { share: 0.1 }),
      tier('ticket', 3 * D, 6 * H, 1, { share: 0.1 }),
    ],
  };

  /** sloth's shares over 7 days, listed out of order: 0.02·168 = 3.36, 1.4, 0.7, 0.7/3. */
  const SLOTH_7: ExportSpec = {
    ...SLOTH_28,
    periodDays: 7,
    tiers: [
      tier('ticket', 3 * D, 6 * H, 0.7 / 3, { share: 0.1 }),
      tier('page', 6 * H, 30 * M, 1.4, { share: 0.05 }),
      tier('ticket', 1 * D, 2 * H, 0.7, { share: 0.1 }),
      tier('page', 1 * H, 5 * M, 3.36, { share: 0.02 }),
    ],
  };

  /** pyrra's tiers for 30 days (its 28-day windows × 30/28, to the minute). */
  const PYRRA_30: ExportSpec = {
    ...WORKBOOK,
    sloText: '99.95',
    budget: 0.0005,
    policy: 'pyrra',
    tiers: [
      tier('page', 64 * M, 5 * M, 14, { for: 2 * M }),
      tier('page', 386 * M, 32 * M, 7, { for: 16 * M }),
      tier('ticket', 1543 * M, 129 * M, 2, { for: 64 * M }),
      tier('ticket', 6171 * M, 386 * M, 1, { for: 193 * M }),
    ],
  };

  const SLOTH_OWN =
    'page 2% over 1h/5m, page 5% over 6h/30m, ticket 10% over 1d/2h, ticket 10% over 3d/6h';

  const PYRRA_OWN_30D =
    '14× 1h4m/5m for 2m (critical), 7× 6h26m/32m for 16m (critical), ' +
    '2× 1d1h43m/2h9m for 1h4m (warning), 1× 4d6h51m/6h26m for 3h13m (warning)';

  describe('prometheusRules: the whole file', () => {
    it('workbook: five recording rules, shortest window first, then three alerts', () => {
      // Thresholds 14.4 × 0.1 % = 1.44 %, 6 × 0.1 % = 0.6 %, 1 × 0.1 % = 0.1 %; budget spent
      // 14.4 × 1h / 30d = 2 %, 6 × 6h / 30d = 5 %, 1 × 3d / 30d = 10 %.
      const record = (w: string) => [
        `      - record: slo:sli_error:ratio_rate${w}`,
        `        expr: sum(rate(http_requests_total{job="api",code=~"5.."}[${w}])) / sum(rate(http_requests_total{job="api"}[${w}]))`,
        '        labels:',
        '          service: api',
      ];
      expect(prometheusRules(WORKBOOK)).toBe(
        lines(
          '# Prometheus rules: multiwindow, multi-burn-rate alerts for api,',
          '# SLO 99.9% over 30 days (error budget 0.1%).',
          '# Each alert fires while the error ratio over both its long and its short window is above',
          '# factor × budget (SRE Workbook, "Alerting on SLOs").',
          '# Names: every tier is alert api-error-budget-burn, told apart by its labels severity, long and',
          '# short (the windows, as pyrra labels its alerts):',
          '# each tier is its own rule for promtool and its own alert in Alertmanager; route on severity.',
          '# Check with: promtool check rules --lint=all <file>',
          'groups:',
          '  - name: api-slo-burn-rate',
          '    rules:',
          ...record('5m'),
          ...record('30m'),
          ...record('1h'),
          ...record('6h'),
          ...record('3d'),
          '      - alert: api-error-budget-burn',
          `        expr: '(slo:sli_error:ratio_rate5m{service="api"} > (14.4 * 0.001)) and (slo:sli_error:ratio_rate1h{service="api"} > (14.4 * 0.001))'`,
          '        labels:',
          '          severity: page',
          "          long: '1h'",
          "          short: '5m'",
          '        annotations:',
          "          summary: 'api is burning its error budget at 14.4x the rate the SLO allows: error ratio above 1.44% over both the last 1h and the last 5m (2% of the 30-day budget spent when it fires)'",
          "          description: 'Burn factor 14.4 over the long window 1h and the short window 5m: the error ratio over both is above 14.4 * 0.001 = 1.44%.'",
          '      - alert: api-error-budget-burn',
          `        expr: '(slo:sli_error:ratio_rate30m{service="api"} > (6 * 0.001)) and (slo:sli_error:ratio_rate6h{service="api"} > (6 * 0.001))'`,
          '        labels:',
          '          severity: page',
          "          long: '6h'",
          "          short: '30m'",
          '        annotations:',
          "          summary: 'api is burning its error budget at 6x the rate the SLO allows: error ratio above 0.6% over both the last 6h and the last 30m (5% of the 30-day budget spent when it fires)'",
          "          description: 'Burn factor 6 over the long window 6h and the short window 30m: the error ratio over both is above 6 * 0.001 = 0.6%.'",
          '      - alert: api-error-budget-burn',
          `        expr: '(slo:sli_error:ratio_rate6h{service="api"} > (1 * 0.001)) and (slo:sli_error:ratio_rate3d{service="api"} > (1 * 0.001))'`,
          '        labels:',
          '          severity: ticket',
          "          long: '3d'",
          "          short: '6h'",
          '        annotations:',
          "          summary: 'api is burning its error budget at 1x the rate the SLO allows: error ratio above 0.1% over both the last 3d and the last 6h (10% of the 30-day budget spent when it fires)'",
          "          description: 'Burn factor 1 over the long window 3d and the short window 6h: the error ratio over both is above 1 * 0.001 = 0.1%.'",
        ),
      );
    });

    it('custom: the slug, a for:, a window that is not whole minutes', () => {
      // 20 × 0.01 % = 0.2 %; 20 × 3857 s / 604800 s = 12.754629629629… %;
      // 1.5 × 0.01 % = 0.015 %; 1.5 × 2d / 7d = 42.857142857142… %.
      const record = (w: string) => [
        `      - record: slo:sli_error:ratio_rate${w}`,
        `        expr: sum(rate(checkout_requests_total{status="error"}[${w}])) / sum(rate(checkout_requests_total[${w}]))`,
        '        labels:',
        '          service: checkout-eu',
      ];
      expect(prometheusRules(CUSTOM)).toBe(
        lines(
          '# Prometheus rules: multiwindow, multi-burn-rate alerts for checkout-eu,',
          '# SLO 99.99% over 7 days (error budget 0.01%).',
          '# Each alert fires while the error ratio over both its long and its short window is above',
          '# factor × budget (SRE Workbook, "Alerting on SLOs").',
          '# Names: every tier is alert checkout-eu-error-budget-burn, told apart by its labels severity, long and',
          '# short (the windows, as pyrra labels its alerts):',
          '# each tier is its own rule for promtool and its own alert in Alertmanager; route on severity.',
          '# Check with: promtool check rules --lint=all <file>',
          'groups:',
          '  - name: checkout-eu-slo-burn-rate',
          '    rules:',
          ...record('5m'),
          ...record('1h4m17s'),
          ...record('2h'),
          ...record('2d'),
          '      - alert: checkout-eu-error-budget-burn',
          `        expr: '(slo:sli_error:ratio_rate5m{service="checkout-eu"} > (20 * 0.0001)) and (slo:sli_error:ratio_rate1h4m17s{service="checkout-eu"} > (20 * 0.0001))'`,
          "        for: '1m'",
          '        labels:',
          '          severity: page',
          "          long: '1h4m17s'",
          "          short: '5m'",
          '        annotations:',
          "          summary: 'checkout-eu is burning its error budget at 20x the rate the SLO allows: error ratio above 0.2% over both the last 1h4m17s and the last 5m (12.7546296296% of the 7-day budget spent when it fires)'",
          "          description: 'Burn factor 20 over the long window 1h4m17s and the short window 5m: the error ratio over both is above 20 * 0.0001 = 0.2%.'",
          '      - alert: checkout-eu-error-budget-burn',
          `        expr: '(slo:sli_error:ratio_rate2h{service="checkout-eu"} > (1.5 * 0.0001)) and (slo:sli_error:ratio_rate2d{service="checkout-eu"} > (1.5 * 0.0001))'`,
          '        labels:',
          '          severity: ticket',
          "          long: '2d'",
          "          short: '2h'",
          '        annotations:',
          "          summary: 'checkout-eu is burning its error budget at 1.5x the rate the SLO allows: error ratio above 0.015% over both the last 2d and the last 2h (42.8571428571% of the 7-day budget spent when it fires)'",
          "          description: 'Burn factor 1.5 over the long window 2d and the short window 2h: the error ratio over both is above 1.5 * 0.0001 = 0.015%.'",
        ),
      );
    });

    it('a window shared by two tiers is recorded once; for: 0 writes no for:', () => {
      const spec: ExportSpec = {
        ...WORKBOOK,
        tiers: [tier('page', 1 * H, 5 * M, 10), tier('ticket', 1 * H, 5 * M, 2)],
      };
      const text = prometheusRules(spec);
      expect(text.match(/- record: /g)).toHaveLength(2);
      expect(text).toContain('      - record: slo:sli_error:ratio_rate5m\n');
      expect(text).toContain('      - record: slo:sli_error:ratio_rate1h\n');
      expect(text).not.toContain('for:');
    });
  });

  /** sloth's prometheus/v1 body for the service `api`, given the objective line and the alerting lines. */
  function slothBody(
    objective: string,
    budget: string,
    days: number,
    alerting: string[],
  ): string[] {
    return [
      'version: prometheus/v1',
      'service: api',
      'slos:',
      '  - name: requests-availability',
      `    objective: ${objective}`,
      `    description: SLO ${objective}% over ${days} days (error budget ${budget}%).`,
      '    sli:',
      '      events:',
      '        error_query: sum(rate(http_requests_total{job="api",code=~"5.."}[{{.window}}]))',
      '        total_query: sum(rate(http_requests_total{job="api"}[{{.window}}]))',
      '    alerting:',
      '      name: api-error-budget-burn',
      ...alerting,
    ];
  }

  const BOTH_ALERTS = [
    '      page_alert:',
    '        labels:',
    '          severity: page',
    '      ticket_alert:',
    '        labels:',
    '          severity: ticket',
  ];

  describe('slothSpec: the whole file', () => {
    it("workbook: sloth cannot take one ticket tier, so it alerts with its own (30d: sloth's default)", () => {
      expect(slothSpec(WORKBOOK)).toBe(
        lines(
          '# sloth SLO spec (prometheus/v1, https://sloth.dev).',
          "# sloth cannot express the panel's tiers:",
          '#   - sloth has exactly two ticket tiers (quick and slow); the panel has 1: ticket 3d/6h ×1',
          `# sloth will alert with its own tiers instead (${SLOTH_OWN})`,
          '# for the 30d period: sloth generate -i <this file> --default-slo-period=30d',
          ...slothBody('99.9', '0.1', 30, BOTH_ALERTS),
        ),
      );
    });

    it("sloth's own tiers over 28 days: run with the 28d period", () => {
      expect(slothSpec(SLOTH_28)).toBe(
        lines(
          '# sloth SLO spec (prometheus/v1, https://sloth.dev).',
          "# These are sloth's own tiers for a 28d period: sloth generate -i <this file> --default-slo-period=28d",
          ...slothBody('99.5', '0.5', 28, BOTH_ALERTS),
        ),
      );
    });

    it("sloth's own tiers over 30 days: sloth's default period needs no flag", () => {
      expect(slothSpec(SLOTH_30)).toBe(
        lines(
          '# sloth SLO spec (prometheus/v1, https://sloth.dev).',
          "# These are sloth's own tiers for a 30d period: sloth generate -i <this file>",
          ...slothBody('99.5', '0.5', 30, BOTH_ALERTS),
        ),
      );
    });

    it("sloth's own tiers with a for: are not sloth's defaults (sloth has no for:)", () => {
      const spec: ExportSpec = {
        ...SLOTH_30,
        tiers: SLOTH_30.tiers.map((t, i) => (i === 3 ? { ...t, for: 5 * M } : t)),
      };
      const text = slothSpec(spec);
      expect(text).toContain(
        "# The panel's tiers are not sloth's defaults: the AlertWindows document below carries them.\n",
      );
      expect(text).toContain(
        "# sloth's alerts have no for:, so it is dropped from ticket 3d/6h ×1.\n",
      );
    });

    it('sloth’s windows over 7 days, in any order: an AlertWindows document, quick before slow', () => {
      expect(slothSpec(SLOTH_7)).toBe(
        lines(
          '# sloth SLO spec (prometheus/v1, https://sloth.dev).',
          "# The panel's tiers are not sloth's defaults: the AlertWindows document below carries them.",
          '# Move it to a file of its own in a directory of its own, then:',
          '# sloth generate -i <this file> --slo-period-windows-path=<that directory> --default-slo-period=7d',
          ...slothBody('99.5', '0.5', 7, BOTH_ALERTS),
          '---',
          "# The panel's tiers as sloth alert windows: move this document to a file of its own in a",
          '# directory of its own, and pass that directory to sloth with --slo-period-windows-path.',
          'apiVersion: sloth.slok.dev/v1',
          'kind: AlertWindows',
          'spec:',
          "  sloPeriod: '7d'",
          '  page:',
          '    quick:',
          '      errorBudgetPercent: 2',
          "      shortWindow: '5m'",
          "      longWindow: '1h'",
          '    slow:',
          '      errorBudgetPercent: 5',
          "      shortWindow: '30m'",
          "      longWindow: '6h'",
          '  ticket:',
          '    quick:',
          '      errorBudgetPercent: 10',
          "      shortWindow: '2h'",
          "      longWindow: '1d'",
          '    slow:',
          '      errorBudgetPercent: 10',
          "      shortWindow: '6h'",
          "      longWindow: '3d'",
        ),
      );
    });

    it('pyrra set: every tier is declared by its factor, and its for: is dropped', () => {
      const why = 'declared by its factor, not by a share of the budget';
      expect(slothSpec(PYRRA_30)).toBe(
        lines(
          '# sloth SLO spec (prometheus/v1, https://sloth.dev).',
          "# sloth cannot express the panel's tiers:",
          `#   - page 1h4m/5m ×14: ${why}`,
          `#   - page 6h26m/32m ×7: ${why}`,
          `#   - ticket 1d1h43m/2h9m ×2: ${why}`,
          `#   - ticket 4d6h51m/6h26m ×1: ${why}`,
          `# sloth will alert with its own tiers instead (${SLOTH_OWN})`,
          '# for the 30d period: sloth generate -i <this file> --default-slo-period=30d',
          "# sloth's alerts have no for:, so it is dropped from page 1h4m/5m ×14, page 6h26m/32m ×7, ticket 1d1h43m/2h9m ×2, ticket 4d6h51m/6h26m ×1.",
          ...slothBody('99.95', '0.05', 30, BOTH_ALERTS),
        ),
      );
    });

    it('custom set over 7 days: sloth knows its own tiers only for 28d and 30d', () => {
      expect(slothSpec(CUSTOM)).toBe(
        lines(
          '# sloth SLO spec (prometheus/v1, https://sloth.dev).',
          "# sloth cannot express the panel's tiers:",
          '#   - page 1h4m17s/5m ×20: declared by its factor, not by a share of the budget',
          '#   - ticket 2d/2h ×1.5: declared by its factor, not by a share of the budget',
          '#   - sloth has exactly two page tiers (quick and slow); the panel has 1: page 1h4m17s/5m ×20',
          '#   - sloth has exactly two ticket tiers (quick and slow); the panel has 1: ticket 2d/2h ×1.5',
          `# sloth will alert with its own tiers instead (${SLOTH_OWN})`,
          '# but it knows them only for 28d and 30d: a 7d period needs an AlertWindows spec.',
          "# sloth's alerts have no for:, so it is dropped from page 1h4m17s/5m ×20.",
          'version: prometheus/v1',
          'service: checkout-eu',
          'slos:',
          '  - name: requests-availability',
          '    objective: 99.99',
          '    description: SLO 99.99% over 7 days (error budget 0.01%).',
          '    sli:',
          '      events:',
          '        error_query: sum(rate(checkout_requests_total{status="error"}[{{.window}}]))',
          '        total_query: sum(rate(checkout_requests_total[{{.window}}]))',
          '    alerting:',
          '      name: checkout-eu-error-budget-burn',
          '      page_alert:',
          '        labels:',
          '          severity: page',
          '      ticket_alert:',
          '        labels:',
          '          severity: ticket',
        ),
      );
    });

    it('a share that does not give the factor: says which factor sloth would derive', () => {
      // 0.02 × 30d / 1h = 14.4, not 10; 0.05 × 30d / 6h = 6 matches.
      const spec: ExportSpec = {
        ...WORKBOOK,
        tiers: [
          tier('page', 1 * H, 5 * M, 10, { share: 0.02 }),
          tier('page', 6 * H, 30 * M, 6, { share: 0.05 }),
        ],
      };
      expect(slothSpec(spec)).toBe(
        lines(
          '# sloth SLO spec (prometheus/v1, https://sloth.dev).',
          "# sloth cannot express the panel's tiers:",
          '#   - page 1h/5m ×10: sloth would derive factor 14.4 from its share',
          '#   - sloth has exactly two ticket tiers (quick and slow); the panel has 0: none',
          `# sloth will alert with its own tiers instead (${SLOTH_OWN})`,
          '# for the 30d period: sloth generate -i <this file> --default-slo-period=30d',
          ...slothBody('99.9', '0.1', 30, [
            '      page_alert:',
            '        labels:',
            '          severity: page',
            '      ticket_alert:',
            '        disable: true',
          ]),
        ),
      );
    });

    it('a factor within a relative 1e-9 of the share’s is the same; 1e-8 off is not', () => {
      const with14 = (factor: number): ExportSpec => ({
        ...WORKBOOK,
        tiers: [
          tier('page', 1 * H, 5 * M, factor, { share: 0.02 }),
          tier('page', 6 * H, 30 * M, 6, { share: 0.05 }),
          tier('ticket', 1 * D, 2 * H, 3, { share: 0.1 }),
          tier('ticket', 3 * D, 6 * H, 1, { share: 0.1 }),
        ],
      });
      expect(slothSpec(with14(14.4 * (1 + 5e-10)))).toContain("These are sloth's own tiers");
      // 14.4 × (1 + 1e-8) = 14.400000144: neither sloth's default nor a share sloth derives.
      const off = slothSpec(with14(14.4 * (1 + 1e-8)));
      expect(off).toContain(
        lines(
          "# sloth cannot express the panel's tiers:",
          '#   - page 1h/5m ×14.400000144: sloth would derive factor 14.4 from its share',
          `# sloth will alert with its own tiers instead (${SLOTH_OWN})`,
        ),
      );
    });

    it('only ticket tiers: the page alert is disabled', () => {
      const spec: ExportSpec = { ...WORKBOOK, tiers: [tier('ticket', 3 * D, 6 * H, 1)] };
      expect(slothSpec(spec)).toContain(
        [
          '    alerting:',
          '      name: api-error-budget-burn',
          '      page_alert:',
          '        disable: true',
          '      ticket_alert:',
          '        labels:',
          '          severity: ticket',
        ].join('\n'),
      );
    });

    it("sloth's windows with a ticket tier's windows changed are not its defaults", () => {
      const spec: ExportSpec = {
        ...SLOTH_30,
        tiers: SLOTH_30.tiers.map((t, i) => (i === 2 ? { ...t, short: 1 * H } : t)),
      };
      expect(slothSpec(spec)).toContain("      shortWindow: '1h'\n      longWindow: '1d'\n");
      const longer: ExportSpec = {
        ...SLOTH_30,
        tiers: SLOTH_30.tiers.map((t, i) => (i === 1 ? { ...t, long: 12 * H, factor: 3 } : t)),
      };
      expect(slothSpec(longer)).toContain('--default-slo-period=30d\n');
      expect(slothSpec(longer)).toContain("      longWindow: '12h'\n");
      // A 12h long window with the factor sloth gives its 6h one (0.05 × 30d / 6h = 6): not the
      // defaults, and sloth would derive 0.05 × 30d / 12h = 3 from its share.
      const sameFactor: ExportSpec = {
        ...SLOTH_30,
        tiers: SLOTH_30.tiers.map((t, i) => (i === 1 ? { ...t, long: 12 * H } : t)),
      };
      expect(slothSpec(sameFactor)).toContain(
        '#   - page 12h/30m ×6: sloth would derive factor 3 from its share\n',
      );
      // Five tiers, or the right count of each severity with another period: not the defaults.
      expect(slothSpec({ ...SLOTH_30, tiers: [...SLOTH_30.tiers, SLOTH_30.tiers[0]!] })).toContain(
        'sloth has exactly two page tiers (quick and slow); the panel has 3:',
      );
    });
  });

  describe('slothSpec: mapping onto the four windows', () => {
    it('two tiers with the same long window: the shorter short window is the quick one', () => {
      // 0.02 × 7d / 1h = 3.36 for both page tiers; sloth's shares for the ticket tiers.
      const spec: ExportSpec = {
        ...SLOTH_7,
        tiers: [
          tier('page', 1 * H, 10 * M, 3.36, { share: 0.02 }),
          tier('page', 1 * H, 5 * M, 3.36, { share: 0.02 }),
          ...SLOTH_7.tiers.filter((t) => t.severity === 'ticket'),
        ],
      };
      expect(slothSpec(spec)).toContain(
        lines(
          '  page:',
          '    quick:',
          '      errorBudgetPercent: 2',
          "      shortWindow: '5m'",
          "      longWindow: '1h'",
          '    slow:',
          '      errorBudgetPercent: 2',
          "      shortWindow: '10m'",
          "      longWindow: '1h'",
          '  ticket:',
        ),
      );
    });

    it('four tiers, but one page and three tickets: neither the defaults nor a mapping', () => {
      const spec: ExportSpec = {
        ...SLOTH_30,
        tiers: [SLOTH_30.tiers[0]!, SLOTH_30.tiers[2]!, SLOTH_30.tiers[3]!, SLOTH_30.tiers[3]!],
      };
      expect(slothSpec(spec)).toContain(
        lines(
          "# sloth cannot express the panel's tiers:",
          '#   - sloth has exactly two page tiers (quick and slow); the panel has 1: page 1h/5m ×14.4',
          '#   - sloth has exactly two ticket tiers (quick and slow); the panel has 3: ticket 1d/2h ×3, ticket 3d/6h ×1, ticket 3d/6h ×1',
        ),
      );
    });
  });

  describe('pyrraSpec: the whole file', () => {
    const body = (slug: string, percent: string, budget: string, days: number) => [
      'apiVersion: pyrra.dev/v1alpha1',
      'kind: ServiceLevelObjective',
      'metadata:',
      `  name: ${slug}-availability`,
      '  namespace: monitoring',
      '  labels:',
      '    prometheus: k8s',
      '    role: alert-rules',
      'spec:',
      `  description: SLO ${percent}% over ${days} days (error budget ${budget}%).`,
      `  target: '${percent}'`,
      `  window: '${days}d'`,
      '  indicator:',
      '    ratio:',
      '      errors:',
      '        metric: http_requests_total{job="api",code=~"5.."}',
      '      total:',
      '        metric: http_requests_total{job="api"}',
      '  alerting:',
      `    name: ${slug}-error-budget-burn`,
    ];

    it("workbook: pyrra derives its own tiers instead of the panel's", () => {
      expect(pyrraSpec(WORKBOOK)).toBe(
        lines(
          '# pyrra ServiceLevelObjective (https://github.com/pyrra-dev/pyrra). pyrra writes the',
          '# recording and alerting rules itself, from the target and the window.',
          "# pyrra derives its own tiers, with factors 14/7/2/1, instead of the panel's",
          '# (page 1h/5m ×14.4, page 6h/30m ×6, ticket 3d/6h ×1):',
          `# ${PYRRA_OWN_30D}.`,
          '# pyrra labels page alerts severity=critical and ticket alerts severity=warning.',
          "# The labels below are the ones kube-prometheus selects rules by: use your Prometheus's.",
          ...body('api', '99.9', '0.1', 30),
        ),
      );
    });

    it("pyrra's own tiers: says they are the panel's", () => {
      expect(pyrraSpec(PYRRA_30)).toBe(
        lines(
          '# pyrra ServiceLevelObjective (https://github.com/pyrra-dev/pyrra). pyrra writes the',
          '# recording and alerting rules itself, from the target and the window.',
          `# Its tiers are the panel's: ${PYRRA_OWN_30D}.`,
          '# pyrra labels page alerts severity=critical and ticket alerts severity=warning.',
          "# The labels below are the ones kube-prometheus selects rules by: use your Prometheus's.",
          ...body('api', '99.95', '0.05', 30),
        ),
      );
    });

    it('28 days: pyrra’s windows as written in its source, no rounding', () => {
      const text = pyrraSpec({ ...WORKBOOK, periodDays: 28, policy: 'pyrra' });
      expect(text).toContain(
        "# Its tiers are the panel's: 14× 1h/5m for 2m (critical), 7× 6h/30m for 15m (critical), " +
          '2× 1d/2h for 1h (warning), 1× 4d/6h for 3h (warning).\n',
      );
    });
  });

  describe('openSloSpec: the whole stream', () => {
    const targets = (slug: string) => [
      '---',
      '# Replace target with your own (Slack, email, a web-hook, ...).',
      'apiVersion: openslo/v1',
      'kind: AlertNotificationTarget',
      'metadata:',
      `  name: ${slug}-page`,
      'spec:',
      "  description: 'Wakes the on-call engineer: route it to your pager.'",
      '  target: pager',
      '---',
      '# Replace target with your own (Slack, email, a web-hook, ...).',
      'apiVersion: openslo/v1',
      'kind: AlertNotificationTarget',
      'metadata:',
      `  name: ${slug}-ticket`,
      'spec:',
      "  description: 'Can wait for working hours: route it to your ticket queue.'",
      '  target: ticket-queue',
    ];

    it('custom: the SLO, two policies (one rounded to whole minutes, one with for:), two targets', () => {
      expect(openSloSpec(CUSTOM)).toBe(
        lines(
          '# OpenSLO v1 (https://openslo.com): the SLO, one AlertPolicy per tier (v1 allows one',
          '# condition per policy), and one AlertNotificationTarget per severity.',
          'apiVersion: openslo/v1',
          'kind: SLO',
          'metadata:',
          '  name: checkout-eu-availability',
          'spec:',
          '  description: SLO 99.99% over 7 days (error budget 0.01%).',
          '  service: checkout-eu',
          '  indicator:',
          '    metadata:',
          '      name: checkout-eu-error-ratio',
          '    spec:',
          '      ratioMetric:',
          '        counter: true',
          '        bad:',
          '          metricSource:',
          '            type: Prometheus',
          '            spec:',
          '              query: checkout_requests_total{status="error"}',
          '        total:',
          '          metricSource:',
          '            type: Prometheus',
          '            spec:',
          '              query: checkout_requests_total',
          '  timeWindow:',
          "    - duration: '7d'",
          '      isRolling: true',
          '  budgetingMethod: Occurrences',
          '  objectives:',
          "    - displayName: '99.99% of requests succeed'",
          '      target: 0.9999',
          '  alertPolicies:',
          '    - alertPolicyRef: checkout-eu-page-1h4m17s-5m',
          '    - alertPolicyRef: checkout-eu-ticket-2d-2h',
          '---',
          '# Tier page 1h4m17s/5m ×20.',
          '# Not exact: the long window 1h4m17s is written as 64m.',
          'apiVersion: openslo/v1',
          'kind: AlertPolicy',
          'metadata:',
          '  name: checkout-eu-page-1h4m17s-5m',
          'spec:',
          "  description: 'checkout-eu is burning its error budget at 20x the rate the SLO allows: error ratio above 0.2% over both the last 1h4m17s and the last 5m (12.7546296296% of the 7-day budget spent when it fires)'",
          '  alertWhenNoData: false',
          '  alertWhenResolved: false',
          '  alertWhenBreaching: true',
          '  conditions:',
          '    - kind: AlertCondition',
          '      metadata:',
          '        name: checkout-eu-page-1h4m17s-5m-burn-rate',
          '      spec:',
          '        severity: page',
          '        condition:',
          "          # OpenSLO v1 has no short window: alertAfter is the tier's for: (1m), and the 5m short window is not expressed.",
          '          kind: burnrate',
          '          op: gt',
          '          threshold: 20',
          "          lookbackWindow: '64m'",
          "          alertAfter: '1m'",
          '  notificationTargets:',
          '    - targetRef: checkout-eu-page',
          '---',
          '# Tier ticket 2d/2h ×1.5.',
          'apiVersion: openslo/v1',
          'kind: AlertPolicy',
          'metadata:',
          '  name: checkout-eu-ticket-2d-2h',
          'spec:',
          "  description: 'checkout-eu is burning its error budget at 1.5x the rate the SLO allows: error ratio above 0.015% over both the last 2d and the last 2h (42.8571428571% of the 7-day budget spent when it fires)'",
          '  alertWhenNoData: false',
          '  alertWhenResolved: false',
          '  alertWhenBreaching: true',
          '  conditions:',
          '    - kind: AlertCondition',
          '      metadata:',
          '        name: checkout-eu-ticket-2d-2h-burn-rate',
          '      spec:',
          '        severity: ticket',
          '        condition:',
          '          # OpenSLO v1 has no short window: alertAfter (the burn rate must hold that long) stands in for the 2h short window.',
          '          kind: burnrate',
          '          op: gt',
          '          threshold: 1.5',
          "          lookbackWindow: '2d'",
          "          alertAfter: '2h'",
          '  notificationTargets:',
          '    - targetRef: checkout-eu-ticket',
          ...targets('checkout-eu'),
        ),
      );
    });

    it('only page tiers: one target; the for: and the short window rounded say so', () => {
      // for 90 s → 2m (1.5 min rounds half up); a 150 s short window → 3m.
      const spec: ExportSpec = {
        ...WORKBOOK,
        tiers: [tier('page', 1 * H, 5 * M, 14.4, { for: 90 }), tier('page', 2 * H, 150, 6)],
      };
      const text = openSloSpec(spec);
      expect(text).toContain(
        lines(
          '---',
          '# Tier page 1h/5m ×14.4.',
          '# Not exact: the for 1m30s is written as 2m.',
          'apiVersion: openslo/v1',
        ),
      );
      expect(text).toContain(
        lines(
          '---',
          '# Tier page 2h/2m30s ×6.',
          '# Not exact: the short window 2m30s is written as 3m.',
          'apiVersion: openslo/v1',
        ),
      );
      expect(text).toContain("          alertAfter: '2m'\n");
      expect(text).toContain("          alertAfter: '3m'\n");
      expect(text).toContain(
        "# OpenSLO v1 has no short window: alertAfter is the tier's for: (1m30s), and the 5m short window is not expressed.",
      );
      expect(text.match(/kind: AlertNotificationTarget/g)).toHaveLength(1);
      expect(
        text.endsWith(
          "  description: 'Wakes the on-call engineer: route it to your pager.'\n  target: pager\n",
        ),
      ).toBe(true);
      // The SLO of a 99.9 SLO over 30 days: target 0.999.
      expect(text).toContain("  timeWindow:\n    - duration: '30d'\n      isRolling: true\n");
      expect(text).toContain(
        "    - displayName: '99.9% of requests succeed'\n      target: 0.999\n",
      );
    });

    it('only ticket tiers: the ticket target alone', () => {
      const text = openSloSpec({ ...WORKBOOK, tiers: [tier('ticket', 3 * D, 6 * H, 1)] });
      expect(text.match(/kind: AlertNotificationTarget/g)).toHaveLength(1);
      expect(text).toContain('  name: api-ticket\n');
      expect(text).not.toContain('api-page');
    });
  });
});

// The helpers the exports share: export/names.ts, export/number.ts and export/tier-text.ts.
// Expected values worked by hand from the SLO, the tiers and Prometheus' duration format.

const page = (long: number, short: number, factor = 14.4): Tier => ({
  severity: 'page',
  long,
  short,
  factor,
  for: 0,
});

const SPEC: ExportSpec = {
  service: 'api',
  errors: 'e',
  total: 't',
  sloText: '99.9',
  budget: 0.001,
  periodDays: 30,
  policy: 'custom',
  tiers: [],
};

describe('rulePercent', () => {
  it('writes fractions as percentages', () => {
    expect(rulePercent(0.0144)).toBe('1.44%');
    expect(rulePercent(1)).toBe('100%');
    expect(rulePercent(0.001 / 3)).toBe('0.0333333333333%');
  });
});

describe('the SLO as text', () => {
  const spec = (sloText: string, budget: number): ExportSpec => ({ ...SPEC, sloText, budget });

  it('as typed, tidied; from the budget when not a plain decimal', () => {
    expect(sloPercentText(spec('99.90', 0.001))).toBe('99.9');
    expect(sloPercentText(spec(' 99.95 ', 0.0005))).toBe('99.95');
    expect(sloPercentText(spec('.5', 0.995))).toBe('0.5');
    expect(sloPercentText(spec('9.99e1', 0.001))).toBe('99.9');
    expect(sloPercentText(spec('ninety', 0.25))).toBe('75');
    expect(sloFractionText(spec('99.9', 0.001))).toBe('0.999');
    expect(sloFractionText(spec('99.95', 0.0005))).toBe('0.9995');
    expect(sloFractionText(spec(' .5 ', 0.995))).toBe('0.005');
    expect(sloFractionText(spec('99.99999', 1e-7))).toBe('0.9999999');
    expect(sloFractionText(spec('9.99e1', 0.001))).toBe('0.999');
    expect(sloFractionText(spec('ninety', 0.25))).toBe('0.75');
    // Spaces around the typed text are ignored: the text wins over a budget that disagrees.
    expect(sloPercentText(spec(' 99.9 ', 0.25))).toBe('99.9');
    expect(sloFractionText(spec(' 99.9 ', 0.25))).toBe('0.999');
  });
});

describe('names', () => {
  it('the SLO and the alert', () => {
    expect(sloName('api')).toBe('api-availability');
    expect(alertName('api')).toBe('api-error-budget-burn');
  });

  it('the slug: dashes collapse and trim after the cut to 30 characters', () => {
    expect(serviceSlug('A__B')).toBe('a-b');
    expect(serviceSlug('-a-')).toBe('a');
    expect(serviceSlug('--a--b--')).toBe('a-b');
    // 29 letters and a space: the cut leaves a trailing dash, which goes.
    expect(serviceSlug(`${'x'.repeat(29)} y`)).toBe('x'.repeat(29));
    expect(serviceSlug(`${'x'.repeat(28)} y`)).toBe(`${'x'.repeat(28)}-y`);
  });

  it('one name per tier: windows, or the position when the windows make it too long', () => {
    const slug = 'a'.repeat(30);
    // 30 + "-ticket-" (8) + "1d1h1m1s-10m" (12) = 50 characters, the most kept.
    const fits: Tier = { ...page(90_061, 600), severity: 'ticket' };
    expect(tierNames(slug, [fits])).toEqual([`${slug}-ticket-1d1h1m1s-10m`]);
    // "1d1h1m1s-10m1s" makes it 52: the tier's position instead.
    const long: Tier = { ...fits, short: 601 };
    expect(tierNames(slug, [fits, long])).toEqual([
      `${slug}-ticket-1d1h1m1s-10m`,
      `${slug}-ticket-2`,
    ]);
    expect(
      tierNames('api', [page(3600, 300), page(3600, 300), page(7200, 300), page(3600, 300)]),
    ).toEqual(['api-page-1h-5m', 'api-page-1h-5m-2', 'api-page-2h-5m', 'api-page-1h-5m-3']);
  });
});

describe('tier text for comments', () => {
  it('label, list, threshold and budget spent', () => {
    expect(tierLabel(page(3600, 300))).toBe('page 1h/5m ×14.4');
    expect(tierList([])).toBe('none');
    expect(tierList([page(3600, 300), { ...page(259_200, 21_600, 1), severity: 'ticket' }])).toBe(
      'page 1h/5m ×14.4, ticket 3d/6h ×1',
    );
    // 14.4 × 0.001 = 0.0144; 14.4 × 3600 / 2,592,000 = 0.02.
    expect(thresholdRatio(page(3600, 300), SPEC)).toBeCloseTo(0.0144, 15);
    expect(budgetSpent(page(3600, 300), SPEC)).toBeCloseTo(0.02, 15);
  });
});
