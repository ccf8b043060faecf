/**
 * The alert backtest panel's inputs. The SLO, period, policy, tiers and the two selectors are the
 * Alerts panel's own declarations (same keys, parsers and defaults, so one link carries them
 * across); the data itself is never a field: it stays in the page and out of the URL.
 */
import { ALERTS_FIELDS } from '../alerts/fields';
import { choiceField, numberField } from '../fields/field';
import { fieldFor } from '../fields/schema';

/**
 * The built-in samples' ids (samples.ts `SAMPLE_IDS`; a test keeps the two lists equal). Written
 * out here so the first load, which carries every panel's fields, does not carry the samples'
 * generators and the CSV writer.
 */
export const SAMPLE_CHOICES = [
  { value: 'clean-week', label: 'A clean week' },
  { value: 'incident-2pct', label: 'A one-hour incident at 2%' },
  { value: 'slow-burn', label: 'A three-day slow burn' },
  { value: 'low-traffic', label: 'Low traffic, one bad request' },
  { value: 'own', label: 'Your own data' },
] as const;

export type SampleChoice = (typeof SAMPLE_CHOICES)[number]['value'];

/** The `prom` choices: which Prometheus' rate() the replay reproduces (rate.ts RateSemantics). */
export const PROM_CHOICES = [
  { value: '2', label: 'Prometheus 2.x (closed ranges)' },
  { value: '3', label: 'Prometheus 3.x (left-open ranges)' },
] as const;

/**
 * One of the Alerts panel's fields (its key, default, parser, label and docs), drawn in this
 * panel's own group. Without `accepts`: another panel's availability result opens the Alerts
 * panel, which links here with the same settings, rather than offering both.
 */
function alertsField<K extends 'slo' | 'period' | 'policy' | 'tiers' | 'errors' | 'total'>(
  key: K,
  group: string,
): Extract<(typeof ALERTS_FIELDS)[number], { readonly key: K }> {
  const copy = { ...fieldFor(ALERTS_FIELDS, key), group };
  delete (copy as { accepts?: unknown }).accepts;
  return copy;
}

export const BACKTEST_FIELDS = [
  choiceField('sample', 'incident-2pct', SAMPLE_CHOICES, {
    group: 'data',
    label: 'Data',
    doc: 'The data replayed: a built-in sample (`clean-week`, `incident-2pct`, `slow-burn`, `low-traffic`) or `own`, the data loaded into the page (never in the link)',
    hint: 'A built-in sample, or your own data loaded above.',
    what: 'a data set',
  }),
  alertsField('slo', 'slo'),
  alertsField('period', 'slo'),
  alertsField('policy', 'alerts'),
  alertsField('tiers', 'alerts'),
  numberField('eval', '60', {
    group: 'alerts',
    label: 'Rule evaluation interval',
    doc: 'Rule evaluation interval, seconds: the rules are evaluated at the first sample and every `eval` seconds after it, as a Prometheus rule group does (60 is its default `evaluation_interval`)',
    hint: 'Seconds between rule evaluations; 60 is Prometheus’ default.',
    what: 'the evaluation interval',
    example: '60',
    min: 1,
    max: 3600,
    unit: 's',
  }),
  alertsField('errors', 'data'),
  alertsField('total', 'data'),
  choiceField('prom', '2', PROM_CHOICES, {
    group: 'data',
    label: 'Range selector',
    doc: 'Which Prometheus’ rate() to reproduce: `2` (2.x, closed ranges; what promtool 2.42 checks) or `3` (3.x, left-open ranges)',
    hint: 'Prometheus 3 no longer counts the sample at the start of a range.',
    what: 'a Prometheus version',
  }),
] as const;
