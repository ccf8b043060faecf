import { durationShorthand, prometheusDuration } from '../../emit/durations';
import { configNumber } from '../../emit/numbers';
import { YamlNumber, yamlDocument, yamlStream, type YamlMap } from '../../emit/yaml';
import type { Tier } from '../tier';
import { serviceSlug, sloName, tierNames } from './names';
import { sloFractionText, sloPercentText } from './number';
import { periodSeconds, type ExportSpec } from './spec';
import { sloWords, tierLabel, tierSummary } from './tier-text';

type Severity = Tier['severity'];

function metricSource(query: string): YamlMap {
  return { metricSource: { type: 'Prometheus', spec: { query } } };
}

/** Where each severity notifies: one AlertNotificationTarget per severity in use. */
function targetName(slug: string, severity: Severity): string {
  return `${slug}-${severity}`;
}

/** A duration for OpenSLO, with a note when it had to be rounded to whole minutes. */
function shorthand(seconds: number, what: string, notes: string[]): string {
  const { text, exact } = durationShorthand(seconds);
  if (!exact) notes.push(`the ${what} ${prometheusDuration(seconds)} is written as ${text}`);
  return text;
}

function sloDocument(spec: ExportSpec, slug: string, policies: readonly string[]): string {
  const notes: string[] = [];
  const percent = sloPercentText(spec);
  const period = shorthand(periodSeconds(spec), 'period', notes);
  return yamlDocument(
    {
      apiVersion: 'openslo/v1',
      kind: 'SLO',
      metadata: { name: sloName(slug) },
      spec: {
        description: `${sloWords(spec, percent)}.`,
        service: slug,
        indicator: {
          metadata: { name: `${slug}-error-ratio` },
          spec: {
            ratioMetric: {
              counter: true,
              bad: metricSource(spec.errors),
              total: metricSource(spec.total),
            },
          },
        },
        timeWindow: [{ duration: period, isRolling: true }],
        budgetingMethod: 'Occurrences',
        objectives: [
          {
            displayName: `${percent}% of requests succeed`,
            target: new YamlNumber(sloFractionText(spec)),
          },
        ],
        alertPolicies: policies.map((name) => ({ alertPolicyRef: name })),
      },
    },
    [
      'OpenSLO v1 (https://openslo.com): the SLO, one AlertPolicy per tier (v1 allows one',
      'condition per policy), and one AlertNotificationTarget per severity.',
      ...notes.map((n) => `Not exact: ${n}.`),
    ],
  );
}

function policyDocument(spec: ExportSpec, slug: string, tier: Tier, name: string): string {
  const notes: string[] = [];
  const lookback = shorthand(tier.long, 'long window', notes);
  const alertAfter =
    tier.for > 0 ? shorthand(tier.for, 'for', notes) : shorthand(tier.short, 'short window', notes);
  const short = prometheusDuration(tier.short);
  const windowNote =
    tier.for > 0
      ? `OpenSLO v1 has no short window: alertAfter is the tier's for: (${prometheusDuration(tier.for)}), and the ${short} short window is not expressed.`
      : `OpenSLO v1 has no short window: alertAfter (the burn rate must hold that long) stands in for the ${short} short window.`;
  return yamlDocument(
    {
      apiVersion: 'openslo/v1',
      kind: 'AlertPolicy',
      metadata: { name },
      spec: {
        description: tierSummary(tier, spec, slug),
        alertWhenNoData: false,
        alertWhenResolved: false,
        alertWhenBreaching: true,
        conditions: [
          {
            kind: 'AlertCondition',
            metadata: { name: `${name}-burn-rate` },
            spec: {
              severity: tier.severity,
              condition: {
                '#windows': windowNote,
                kind: 'burnrate',
                // Strictly above, as the Prometheus rules compare (and sloth, pyrra, the Workbook).
                op: 'gt',
                threshold: new YamlNumber(configNumber(tier.factor)),
                lookbackWindow: lookback,
                alertAfter,
              },
            },
          },
        ],
        notificationTargets: [{ targetRef: targetName(slug, tier.severity) }],
      },
    },
    [`Tier ${tierLabel(tier)}.`, ...notes.map((n) => `Not exact: ${n}.`)],
  );
}

function targetDocument(slug: string, severity: Severity): string {
  return yamlDocument(
    {
      apiVersion: 'openslo/v1',
      kind: 'AlertNotificationTarget',
      metadata: { name: targetName(slug, severity) },
      spec: {
        description:
          severity === 'page'
            ? 'Wakes the on-call engineer: route it to your pager.'
            : 'Can wait for working hours: route it to your ticket queue.',
        target: severity === 'page' ? 'pager' : 'ticket-queue',
      },
    },
    ['Replace target with your own (Slack, email, a web-hook, ...).'],
  );
}

/**
 * OpenSLO v1 documents for the SLO: an `SLO` (ratioMetric bad/total, rolling period,
 * Occurrences, target as a fraction), one `AlertPolicy` per tier with an inline burnrate
 * `AlertCondition` (threshold = factor, lookbackWindow = long window, alertAfter = for, or the
 * short window when there is none), and one `AlertNotificationTarget` per severity.
 */
export function openSloSpec(spec: ExportSpec): string {
  const slug = serviceSlug(spec.service);
  const names = tierNames(slug, spec.tiers);
  const severities = (['page', 'ticket'] as const).filter((s) =>
    spec.tiers.some((t) => t.severity === s),
  );
  return yamlStream([
    sloDocument(spec, slug, names),
    ...spec.tiers.map((t, i) => policyDocument(spec, slug, t, names[i] ?? `${slug}-${i + 1}`)),
    ...severities.map((s) => targetDocument(slug, s)),
  ]);
}
