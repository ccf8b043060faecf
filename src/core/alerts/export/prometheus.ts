import { prometheusDuration } from '../../emit/durations';
import { configNumber } from '../../emit/numbers';
import { yamlDocument, type YamlMap } from '../../emit/yaml';
import type { Tier } from '../tier';
import { alertName, serviceSlug } from './names';
import { rulePercent, sloPercentText } from './number';
import type { ExportSpec } from './spec';
import { sloWords, thresholdRatio, tierSummary } from './tier-text';

/** The recording rule that holds the error ratio over one window: `slo:sli_error:ratio_rate5m`. */
export function errorRatioRecord(window: string): string {
  return `slo:sli_error:ratio_rate${window}`;
}

/** Every long and short window of the tiers, once each (by its written form), shortest first. */
function distinctWindows(tiers: readonly Tier[]): string[] {
  const windows = new Map<string, number>();
  for (const t of tiers) {
    windows.set(prometheusDuration(t.long), t.long);
    windows.set(prometheusDuration(t.short), t.short);
  }
  return [...windows.entries()].sort((a, b) => a[1] - b[1]).map(([text]) => text);
}

function recordingRule(spec: ExportSpec, slug: string, window: string): YamlMap {
  return {
    record: errorRatioRecord(window),
    expr: `sum(rate(${spec.errors}[${window}])) / sum(rate(${spec.total}[${window}]))`,
    labels: { service: slug },
  };
}

function alertingRule(spec: ExportSpec, slug: string, tier: Tier): YamlMap {
  const threshold = `(${configNumber(tier.factor)} * ${configNumber(spec.budget)})`;
  const long = prometheusDuration(tier.long);
  const short = prometheusDuration(tier.short);
  const over = (window: string) => `${errorRatioRecord(window)}{service="${slug}"} > ${threshold}`;
  return {
    alert: alertName(slug),
    expr: `(${over(short)}) and (${over(long)})`,
    for: tier.for > 0 ? prometheusDuration(tier.for) : undefined,
    labels: { severity: tier.severity },
    annotations: {
      summary: tierSummary(tier, spec, slug),
      description:
        `Burn factor ${configNumber(tier.factor)} over the long window ${long} and the short window ` +
        `${short}, threshold ${configNumber(tier.factor)} * ${configNumber(spec.budget)} = ` +
        `${rulePercent(thresholdRatio(tier, spec))} errors; the error ratio over ${short} is ` +
        '{{ $value | humanizePercentage }}.',
    },
  };
}

/**
 * Prometheus rule file (`groups:`) for the tiers: one recording rule per distinct window with
 * the error ratio sum(rate(errors)) / sum(rate(total)), and one alerting rule per tier that
 * fires while the ratio over both its short and its long window is above factor × budget
 * (SRE Workbook, "Alerting on SLOs", multiwindow multi-burn-rate alerts).
 */
export function prometheusRules(spec: ExportSpec): string {
  const slug = serviceSlug(spec.service);
  const rules = [
    ...distinctWindows(spec.tiers).map((w) => recordingRule(spec, slug, w)),
    ...spec.tiers.map((t) => alertingRule(spec, slug, t)),
  ];
  return yamlDocument({ groups: [{ name: `${slug}-slo-burn-rate`, rules }] }, [
    `Prometheus rules: multiwindow, multi-burn-rate alerts for ${slug},`,
    `${sloWords(spec, sloPercentText(spec))}.`,
    'Each alert fires while the error ratio over both its long and its short window is above',
    'factor × budget (SRE Workbook, "Alerting on SLOs"). Check with: promtool check rules <file>',
  ]);
}
