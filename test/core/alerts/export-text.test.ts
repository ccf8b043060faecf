import { describe, expect, it } from 'vitest';
import {
  openSloSpec,
  prometheusRules,
  pyrraSpec,
  slothSpec,
  type ExportSpec,
} from '@/core/alerts/export';
import type { Tier } from '@/core/alerts/tier';

// The WHOLE text of each export, written out by hand line by line from the formats (Prometheus
// rule files, sloth prometheus/v1 and AlertWindows, pyrra v1alpha1, OpenSLO v1) and the numbers
// worked by hand in the comments. Strings that start with a digit or a parenthesis, or hold
// ": ", are single-quoted (YAML would otherwise read them as numbers or mappings).

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

const lines = (...all: string[]) => `${all.join('\n')}\n`;

/** 99.9 % over 30 days; the Workbook's 2 % / 1h, 5 % / 6h, 10 % / 3d: factors 14.4, 6, 1. */
const WORKBOOK: ExportSpec = {
  service: 'api',
  errors: 'http_requests_total{job="api",code=~"5.."}',
  total: 'http_requests_total{job="api"}',
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

/** sloth's own four tiers over 28 days: 0.02·672 = 13.44, 0.05·112 = 5.6, 0.1·28 = 2.8, 2.8/3. */
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
        '# factor × budget (SRE Workbook, "Alerting on SLOs"). Check with: promtool check rules <file>',
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
        '        annotations:',
        "          summary: 'api is burning its error budget at 14.4x the rate the SLO allows: error ratio above 1.44% over both the last 1h and the last 5m (2% of the 30-day budget spent when it fires)'",
        '          description: Burn factor 14.4 over the long window 1h and the short window 5m, threshold 14.4 * 0.001 = 1.44% errors; the error ratio over 5m is {{ $value | humanizePercentage }}.',
        '      - alert: api-error-budget-burn',
        `        expr: '(slo:sli_error:ratio_rate30m{service="api"} > (6 * 0.001)) and (slo:sli_error:ratio_rate6h{service="api"} > (6 * 0.001))'`,
        '        labels:',
        '          severity: page',
        '        annotations:',
        "          summary: 'api is burning its error budget at 6x the rate the SLO allows: error ratio above 0.6% over both the last 6h and the last 30m (5% of the 30-day budget spent when it fires)'",
        '          description: Burn factor 6 over the long window 6h and the short window 30m, threshold 6 * 0.001 = 0.6% errors; the error ratio over 30m is {{ $value | humanizePercentage }}.',
        '      - alert: api-error-budget-burn',
        `        expr: '(slo:sli_error:ratio_rate6h{service="api"} > (1 * 0.001)) and (slo:sli_error:ratio_rate3d{service="api"} > (1 * 0.001))'`,
        '        labels:',
        '          severity: ticket',
        '        annotations:',
        "          summary: 'api is burning its error budget at 1x the rate the SLO allows: error ratio above 0.1% over both the last 3d and the last 6h (10% of the 30-day budget spent when it fires)'",
        '          description: Burn factor 1 over the long window 3d and the short window 6h, threshold 1 * 0.001 = 0.1% errors; the error ratio over 6h is {{ $value | humanizePercentage }}.',
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
        '# factor × budget (SRE Workbook, "Alerting on SLOs"). Check with: promtool check rules <file>',
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
        '        annotations:',
        "          summary: 'checkout-eu is burning its error budget at 20x the rate the SLO allows: error ratio above 0.2% over both the last 1h4m17s and the last 5m (12.7546296296% of the 7-day budget spent when it fires)'",
        '          description: Burn factor 20 over the long window 1h4m17s and the short window 5m, threshold 20 * 0.0001 = 0.2% errors; the error ratio over 5m is {{ $value | humanizePercentage }}.',
        '      - alert: checkout-eu-error-budget-burn',
        `        expr: '(slo:sli_error:ratio_rate2h{service="checkout-eu"} > (1.5 * 0.0001)) and (slo:sli_error:ratio_rate2d{service="checkout-eu"} > (1.5 * 0.0001))'`,
        '        labels:',
        '          severity: ticket',
        '        annotations:',
        "          summary: 'checkout-eu is burning its error budget at 1.5x the rate the SLO allows: error ratio above 0.015% over both the last 2d and the last 2h (42.8571428571% of the 7-day budget spent when it fires)'",
        '          description: Burn factor 1.5 over the long window 2d and the short window 2h, threshold 1.5 * 0.0001 = 0.015% errors; the error ratio over 2h is {{ $value | humanizePercentage }}.',
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
function slothBody(objective: string, budget: string, days: number, alerting: string[]): string[] {
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
        '          op: gte',
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
        '          op: gte',
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
    expect(text).toContain("    - displayName: '99.9% of requests succeed'\n      target: 0.999\n");
  });

  it('only ticket tiers: the ticket target alone', () => {
    const text = openSloSpec({ ...WORKBOOK, tiers: [tier('ticket', 3 * D, 6 * H, 1)] });
    expect(text.match(/kind: AlertNotificationTarget/g)).toHaveLength(1);
    expect(text).toContain('  name: api-ticket\n');
    expect(text).not.toContain('api-page');
  });
});
