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

/**
 * Each tier's identity among the alerts: the labels that tell it apart under the one alert
 * name, pyrra's scheme (`severity`, `long`, `short`), plus `tier` (its 1-based position) when
 * another tier has the same three. promtool's duplicate check compares the name and the labels,
 * and Alertmanager tells alerts apart by their labels, so each tier is its own alert.
 */
export function tierAlertLabels(tiers: readonly Tier[]): Record<string, string>[] {
  const key = (t: Tier) =>
    `${t.severity}/${prometheusDuration(t.long)}/${prometheusDuration(t.short)}`;
  const counts = new Map<string, number>();
  for (const t of tiers) counts.set(key(t), (counts.get(key(t)) ?? 0) + 1);
  return tiers.map((t, i) => ({
    severity: t.severity,
    long: prometheusDuration(t.long),
    short: prometheusDuration(t.short),
    ...((counts.get(key(t)) ?? 0) > 1 ? { tier: String(i + 1) } : {}),
  }));
}

/**
 * The annotations of a tier's alert: plain text, no template (so a `promtool test rules` unit
 * test can expect them exactly; see promtool-test.ts).
 */
export function tierAnnotations(
  spec: ExportSpec,
  slug: string,
  tier: Tier,
): Record<string, string> {
  const long = prometheusDuration(tier.long);
  const short = prometheusDuration(tier.short);
  return {
    summary: tierSummary(tier, spec, slug),
    description:
      `Burn factor ${configNumber(tier.factor)} over the long window ${long} and the short window ` +
      `${short}: the error ratio over both is above ${configNumber(tier.factor)} * ` +
      `${configNumber(spec.budget)} = ${rulePercent(thresholdRatio(tier, spec))}.`,
  };
}

function alertingRule(
  spec: ExportSpec,
  slug: string,
  tier: Tier,
  labels: Record<string, string>,
): YamlMap {
  const threshold = `(${configNumber(tier.factor)} * ${configNumber(spec.budget)})`;
  const long = prometheusDuration(tier.long);
  const short = prometheusDuration(tier.short);
  const over = (window: string) => `${errorRatioRecord(window)}{service="${slug}"} > ${threshold}`;
  return {
    alert: alertName(slug),
    expr: `(${over(short)}) and (${over(long)})`,
    for: tier.for > 0 ? prometheusDuration(tier.for) : undefined,
    labels,
    annotations: tierAnnotations(spec, slug, tier),
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
  const labels = tierAlertLabels(spec.tiers);
  const rules = [
    ...distinctWindows(spec.tiers).map((w) => recordingRule(spec, slug, w)),
    ...spec.tiers.map((t, i) => alertingRule(spec, slug, t, labels[i] ?? {})),
  ];
  const repeated = labels.some((l) => l.tier !== undefined);
  return yamlDocument({ groups: [{ name: `${slug}-slo-burn-rate`, rules }] }, [
    `Prometheus rules: multiwindow, multi-burn-rate alerts for ${slug},`,
    `${sloWords(spec, sloPercentText(spec))}.`,
    'Each alert fires while the error ratio over both its long and its short window is above',
    'factor × budget (SRE Workbook, "Alerting on SLOs").',
    `Names: every tier is alert ${alertName(slug)}, told apart by its labels severity, long and`,
    'short (the windows, as pyrra labels its alerts)' +
      (repeated ? ', and tier (its position) where two tiers share all three:' : ':'),
    'each tier is its own rule for promtool and its own alert in Alertmanager; route on severity.',
    'Check with: promtool check rules --lint=all <file>',
  ]);
}
