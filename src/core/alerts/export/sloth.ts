import { prometheusDuration } from '../../emit/durations';
import { configNumber } from '../../emit/numbers';
import { YamlNumber, yamlDocument, yamlStream, type YamlMap } from '../../emit/yaml';
import { DAY, HOUR, MINUTE, type Tier } from '../tier';
import { alertName, serviceSlug } from './names';
import { sloPercentText } from './number';
import { periodSeconds, type ExportSpec } from './spec';
import { sloWords, tierLabel, tierList } from './tier-text';

type Severity = Tier['severity'];

interface SlothWindow {
  readonly severity: Severity;
  readonly long: number;
  readonly short: number;
  /** Share of the period's budget the window spends (sloth's errorBudgetPercent / 100). */
  readonly share: number;
}

/** sloth's own tiers (its google-28d and google-30d catalog entries, from the SRE Workbook). */
const SLOTH_WINDOWS: readonly SlothWindow[] = [
  { severity: 'page', long: HOUR, short: 5 * MINUTE, share: 0.02 },
  { severity: 'page', long: 6 * HOUR, short: 30 * MINUTE, share: 0.05 },
  { severity: 'ticket', long: DAY, short: 2 * HOUR, share: 0.1 },
  { severity: 'ticket', long: 3 * DAY, short: 6 * HOUR, share: 0.1 },
];

/** The SLO periods sloth knows without an AlertWindows spec. */
const SLOTH_PERIOD_DAYS: readonly number[] = [28, 30];

/** Relative tolerance when comparing a tier's factor or share with sloth's. */
const TOLERANCE = 1e-9;

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= TOLERANCE * Math.max(Math.abs(a), Math.abs(b));
}

/** The factor sloth derives from a share: share × period / long window. */
function slothFactor(share: number, long: number, spec: ExportSpec): number {
  return (share * periodSeconds(spec)) / long;
}

function byWindows(a: { long: number; short: number }, b: { long: number; short: number }) {
  return a.long - b.long || a.short - b.short;
}

function ofSeverity<T extends { severity: Severity; long: number; short: number }>(
  list: readonly T[],
  severity: Severity,
): T[] {
  return list.filter((t) => t.severity === severity).sort(byWindows);
}

/** True when the tiers are sloth's own for a period sloth knows: then no AlertWindows spec is needed. */
function isSlothDefault(spec: ExportSpec): boolean {
  if (!SLOTH_PERIOD_DAYS.includes(spec.periodDays) || spec.tiers.length !== SLOTH_WINDOWS.length) {
    return false;
  }
  return (['page', 'ticket'] as const).every((severity) => {
    const ours = ofSeverity(spec.tiers, severity);
    const sloths = ofSeverity(SLOTH_WINDOWS, severity);
    return (
      ours.length === sloths.length &&
      ours.every((t, i) => {
        const w = sloths[i];
        return (
          w !== undefined &&
          t.long === w.long &&
          t.short === w.short &&
          t.for === 0 &&
          close(t.factor, slothFactor(w.share, w.long, spec))
        );
      })
    );
  });
}

type Mapping =
  | { readonly ok: true; readonly page: readonly Tier[]; readonly ticket: readonly Tier[] }
  | { readonly ok: false; readonly problems: readonly string[] };

/**
 * The tiers as sloth's four alert windows (quick and slow page, quick and slow ticket), or
 * what stands in the way: sloth declares each window by its share of the budget, and has
 * exactly two of each severity.
 */
function mapOntoSloth(spec: ExportSpec): Mapping {
  const problems: string[] = [];
  for (const t of spec.tiers) {
    if (t.share === undefined) {
      problems.push(`${tierLabel(t)}: declared by its factor, not by a share of the budget`);
    } else if (!close(t.factor, slothFactor(t.share, t.long, spec))) {
      const factor = configNumber(slothFactor(t.share, t.long, spec));
      problems.push(`${tierLabel(t)}: sloth would derive factor ${factor} from its share`);
    }
  }
  const page = ofSeverity(spec.tiers, 'page');
  const ticket = ofSeverity(spec.tiers, 'ticket');
  for (const [severity, tiers] of [
    ['page', page],
    ['ticket', ticket],
  ] as const) {
    if (tiers.length !== 2) {
      problems.push(
        `sloth has exactly two ${severity} tiers (quick and slow); the panel has ${tiers.length}: ${tierList(tiers)}`,
      );
    }
  }
  return problems.length ? { ok: false, problems } : { ok: true, page, ticket };
}

function window(tier: Tier | undefined): YamlMap {
  return {
    errorBudgetPercent: new YamlNumber(configNumber((tier?.share ?? 0) * 100)),
    shortWindow: prometheusDuration(tier?.short ?? 0),
    longWindow: prometheusDuration(tier?.long ?? 0),
  };
}

/** sloth's AlertWindows spec (sloth.slok.dev/v1) for the mapped tiers. */
function alertWindows(spec: ExportSpec, page: readonly Tier[], ticket: readonly Tier[]): string {
  return yamlDocument(
    {
      apiVersion: 'sloth.slok.dev/v1',
      kind: 'AlertWindows',
      spec: {
        sloPeriod: prometheusDuration(periodSeconds(spec)),
        page: { quick: window(page[0]), slow: window(page[1]) },
        ticket: { quick: window(ticket[0]), slow: window(ticket[1]) },
      },
    },
    [
      "The panel's tiers as sloth alert windows: move this document to a file of its own in a",
      'directory of its own, and pass that directory to sloth with --slo-period-windows-path.',
    ],
  );
}

function slothDefaultsText(): string {
  return SLOTH_WINDOWS.map(
    (w) =>
      `${w.severity} ${configNumber(w.share * 100)}% over ${prometheusDuration(w.long)}/${prometheusDuration(w.short)}`,
  ).join(', ');
}

/** The comments above the spec: how to run sloth, and what of the panel's tiers it keeps. */
function header(spec: ExportSpec, mapping: Mapping | null): string[] {
  const period = prometheusDuration(periodSeconds(spec));
  const lines = ['sloth SLO spec (prometheus/v1, https://sloth.dev).'];
  if (mapping === null) {
    lines.push(
      `These are sloth's own tiers for a ${period} period: sloth generate -i <this file>` +
        (period === '30d' ? '' : ` --default-slo-period=${period}`),
    );
  } else if (mapping.ok) {
    lines.push(
      "The panel's tiers are not sloth's defaults: the AlertWindows document below carries them.",
      'Move it to a file of its own in a directory of its own, then:',
      `sloth generate -i <this file> --slo-period-windows-path=<that directory> --default-slo-period=${period}`,
    );
  } else {
    lines.push(
      "sloth cannot express the panel's tiers:",
      ...mapping.problems.map((p) => `  - ${p}`),
      `sloth will alert with its own tiers instead (${slothDefaultsText()})`,
      SLOTH_PERIOD_DAYS.includes(spec.periodDays)
        ? `for the ${period} period: sloth generate -i <this file> --default-slo-period=${period}`
        : `but it knows them only for 28d and 30d: a ${period} period needs an AlertWindows spec.`,
    );
  }
  const dropped = spec.tiers.filter((t) => t.for > 0);
  if (dropped.length) {
    lines.push(`sloth's alerts have no for:, so it is dropped from ${tierList(dropped)}.`);
  }
  return lines;
}

function severityAlert(spec: ExportSpec, severity: Severity): YamlMap {
  return spec.tiers.some((t) => t.severity === severity)
    ? { labels: { severity } }
    : { disable: true };
}

/**
 * sloth's prometheus/v1 SLO spec for the SLO (objective in percent as typed, error and total
 * queries over `{{.window}}`), plus sloth's AlertWindows spec when the panel's tiers are not
 * sloth's own but map onto its four windows; otherwise comments say what sloth cannot express.
 */
export function slothSpec(spec: ExportSpec): string {
  const slug = serviceSlug(spec.service);
  const percent = sloPercentText(spec);
  const mapping = isSlothDefault(spec) ? null : mapOntoSloth(spec);
  const slo = yamlDocument(
    {
      version: 'prometheus/v1',
      service: slug,
      slos: [
        {
          name: 'requests-availability',
          objective: new YamlNumber(percent),
          description: `${sloWords(spec, percent)}.`,
          sli: {
            events: {
              error_query: `sum(rate(${spec.errors}[{{.window}}]))`,
              total_query: `sum(rate(${spec.total}[{{.window}}]))`,
            },
          },
          alerting: {
            name: alertName(slug),
            page_alert: severityAlert(spec, 'page'),
            ticket_alert: severityAlert(spec, 'ticket'),
          },
        },
      ],
    },
    header(spec, mapping),
  );
  return mapping?.ok ? yamlStream([slo, alertWindows(spec, mapping.page, mapping.ticket)]) : slo;
}
