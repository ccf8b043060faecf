import { prometheusDuration } from '../../emit/durations';
import { yamlDocument } from '../../emit/yaml';
import { MINUTE } from '../tier';
import { alertName, serviceSlug, sloName } from './names';
import { sloPercentText } from './number';
import { periodSeconds, type ExportSpec } from './spec';
import { sloWords, tierList } from './tier-text';

/**
 * pyrra's tiers as fractions of the window (slo/rules.go, Windows: long, short and for are
 * the 28-day ones, 1h/5m 2m, 6h/30m 15m, 1d/2h 1h, 4d/6h 3h, scaled to the window and rounded
 * to the minute), with its factors and severities.
 */
const PYRRA_WINDOWS = [
  { severity: 'critical', long: 672, short: 8064, for: 20160, factor: 14 },
  { severity: 'critical', long: 112, short: 1344, for: 2688, factor: 7 },
  { severity: 'warning', long: 28, short: 336, for: 672, factor: 2 },
  { severity: 'warning', long: 7, short: 112, for: 224, factor: 1 },
] as const;

/** A window divided by a divisor, rounded to the minute as Go's Duration.Round(time.Minute). */
function pyrraRound(period: number, divisor: number): string {
  return prometheusDuration(Math.round(period / divisor / MINUTE) * MINUTE);
}

/** pyrra's own tiers for the period in words: `14× 1h/5m for 2m (critical), …`. */
function pyrraTiersText(spec: ExportSpec): string {
  const period = periodSeconds(spec);
  return PYRRA_WINDOWS.map(
    (w) =>
      `${w.factor}× ${pyrraRound(period, w.long)}/${pyrraRound(period, w.short)} ` +
      `for ${pyrraRound(period, w.for)} (${w.severity})`,
  ).join(', ');
}

function header(spec: ExportSpec): string[] {
  const lines = [
    'pyrra ServiceLevelObjective (https://github.com/pyrra-dev/pyrra). pyrra writes the',
    'recording and alerting rules itself, from the target and the window.',
  ];
  if (spec.policy === 'pyrra') {
    lines.push(`Its tiers are the panel's: ${pyrraTiersText(spec)}.`);
  } else {
    lines.push(
      "pyrra derives its own tiers, with factors 14/7/2/1, instead of the panel's",
      `(${tierList(spec.tiers)}):`,
      `${pyrraTiersText(spec)}.`,
    );
  }
  lines.push(
    'pyrra labels page alerts severity=critical and ticket alerts severity=warning.',
    "The labels below are the ones kube-prometheus selects rules by: use your Prometheus's.",
  );
  return lines;
}

/**
 * pyrra's ServiceLevelObjective (pyrra.dev/v1alpha1) for the SLO: target in percent as typed,
 * the period as its window, and the error and total selectors as a ratio indicator. pyrra
 * derives its own tiers; a comment says so when the panel's are not pyrra's.
 */
export function pyrraSpec(spec: ExportSpec): string {
  const slug = serviceSlug(spec.service);
  const percent = sloPercentText(spec);
  return yamlDocument(
    {
      apiVersion: 'pyrra.dev/v1alpha1',
      kind: 'ServiceLevelObjective',
      metadata: {
        name: sloName(slug),
        namespace: 'monitoring',
        labels: { prometheus: 'k8s', role: 'alert-rules' },
      },
      spec: {
        description: `${sloWords(spec, percent)}.`,
        target: percent,
        window: prometheusDuration(periodSeconds(spec)),
        indicator: {
          ratio: {
            errors: { metric: spec.errors },
            total: { metric: spec.total },
          },
        },
        alerting: { name: alertName(slug) },
      },
    },
    header(spec),
  );
}
