import { parseAvailabilityPercent } from '../availability/parse';
import { choiceField, customField, numberField, textField } from '../fields/field';
import { seedField } from '../fields/seed';
import { fail, ok, type Parsed } from '../input/parsed';
import type { Rational } from '../exact/rational';
import { isZero, sub, ONE } from '../exact/rational';

/** An SLO in percent, 0 < S < 100, read exactly; the value is the error budget B = 1 − S. */
function parseSlo(text: string): Parsed<Rational> {
  const parsed = parseAvailabilityPercent(text);
  if (!parsed.ok) {
    return /100%/.test(parsed.error)
      ? fail(
          'An SLO of 100% leaves no error budget, so there is nothing to burn and nothing to alert on. Choose a target below 100.',
        )
      : fail(
          parsed.error
            .replace(/\b([Aa])n availability\b/g, (_, a: string) => `${a}n SLO`)
            .replace(/^Availability\b/, 'An SLO'),
        );
  }
  if (isZero(sub(ONE, parsed.value)))
    return fail('An SLO of 0% promises nothing: every request may fail. Choose a target above 0.');
  return parsed;
}

/** A Prometheus label value for the `service` label and rule names: letters, digits, - and _. */
function parseService(text: string): Parsed<string> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('Enter a service name, for example api.');
  if (!/^[A-Za-z_][A-Za-z0-9_-]*$/.test(trimmed))
    return fail(
      'A service name takes letters, digits, - and _, starting with a letter: api, checkout-web.',
    );
  return ok(trimmed);
}

/** A PromQL selector: any non-empty text (the exports quote it safely). */
function parseSelector(text: string): Parsed<string> {
  return text.trim() === ''
    ? fail('Enter a PromQL selector, for example http_requests_total{job="api"}.')
    : ok(text.trim());
}

export const DEFAULT_TIERS = 'page 1h/5m 2%; page 6h/30m 5%; ticket 3d/6h x1';

/**
 * The SLO burn-rate alerts panel's inputs; the defaults are the SRE Workbook's worked example.
 * The policy is the form's mode: the custom tiers are asked for only under `policy=custom` (the
 * URL keeps them anyway). The rules export draws the service and the selectors itself.
 */
export const ALERTS_FIELDS = [
  customField('slo', '99.9', 'percent', {
    group: 'slo',
    label: 'SLO target',
    doc: 'SLO target S, in percent (exact decimal); the error budget is B = 1 − S',
    hint: 'Above 0 and below 100, e.g. 99.9.',
    values: 'decimal text, 0 < slo < 100, up to 20 decimals',
    unit: '%',
    accepts: { quantity: 'availability-percent', part: 'percent' },
    parse: parseSlo,
  }),
  numberField('period', '30', {
    group: 'slo',
    label: 'SLO period',
    doc: 'SLO period T, whole days',
    hint: 'Whole days, 1 to 366 (28 and 30 are common).',
    what: 'the SLO period',
    example: '30',
    min: 1,
    max: 366,
    integer: true,
    suffix: 'days',
  }),
  choiceField(
    'policy',
    'workbook',
    [
      { value: 'workbook', label: 'SRE Workbook (3 tiers)' },
      { value: 'sloth', label: 'sloth (4 tiers)' },
      { value: 'pyrra', label: 'pyrra (4 tiers)' },
      { value: 'custom', label: 'Custom tiers' },
    ],
    {
      group: 'alerts',
      label: 'Policy',
      doc: 'Alert policy: its tiers of windows and burn rates',
      what: 'a policy',
    },
  ),
  textField('tiers', DEFAULT_TIERS, {
    group: 'alerts',
    modes: ['custom'],
    label: 'Custom tiers',
    doc: 'Custom tiers (`policy=custom`): `severity long/short amount [for window]`, separated by `;`',
    hint: 'One tier per line or “;”: page|ticket, long/short windows (s, m, h, d), a budget share (2%) or a factor (x14.4), optionally “for 2m”.',
    values: 'text, e.g. `page 1h/5m 2%; ticket 3d/6h x1`',
  }),
  numberField('eval', '0', {
    group: 'alerts',
    label: 'Rule evaluation interval',
    doc: 'Rule evaluation interval E, seconds: 0 evaluates continuously (the Workbook’s arithmetic); E > 0 evaluates at k·E from the incident’s start, as Prometheus does every E (60 is its default `evaluation_interval`)',
    hint: 'Seconds between rule evaluations: 0 is continuous (the Workbook’s arithmetic), 60 is Prometheus’ default.',
    what: 'the evaluation interval',
    example: '60',
    min: 0,
    max: 3600,
    unit: 's',
  }),
  numberField('err', '2', {
    group: 'incident',
    label: 'Incident error ratio',
    doc: 'The incident’s error ratio e, percent of requests failing',
    hint: 'Share of requests failing during the incident, in percent (100 is a full outage).',
    what: 'the error ratio',
    example: '2',
    min: 0,
    minExclusive: true,
    max: 100,
    unit: '%',
  }),
  numberField('dur', '3600', {
    group: 'incident',
    label: 'Incident duration',
    doc: 'How long the incident lasts, seconds',
    hint: 'Seconds, e.g. 3600 for an hour.',
    what: 'the incident duration',
    example: '3600',
    min: 0,
    minExclusive: true,
    max: 31_622_400,
    unit: 's',
  }),
  numberField('rps', '10', {
    group: 'traffic',
    label: 'Traffic',
    doc: 'Requests per second (steady traffic)',
    hint: 'Average requests per second; 0.01 is 36 an hour.',
    what: 'the traffic',
    example: '10',
    min: 0,
    minExclusive: true,
    max: 1_000_000,
    suffix: 'req/s',
  }),
  numberField('base', '0.05', {
    group: 'traffic',
    label: 'Baseline error ratio',
    doc: 'Baseline error ratio in percent, when nothing is wrong (noise simulation)',
    hint: 'Failures that happen anyway, in percent: 0.05 is one request in 2,000.',
    what: 'the baseline error ratio',
    example: '0.05',
    min: 0,
    max: 100,
    unit: '%',
  }),
  numberField('periods', '100', {
    group: 'traffic',
    label: 'Simulated periods',
    doc: 'SLO periods the noise simulation runs, back to back (mean and 95% interval across them)',
    hint: 'More periods, a tighter interval; 10 to 1,000.',
    what: 'the number of periods',
    example: '100',
    min: 10,
    max: 1000,
    integer: true,
  }),
  seedField({
    doc: 'Seed of the noise simulation (the same seed gives the same counts)',
    hint: 'Any whole number; the same seed gives the same result.',
    group: 'traffic',
  }),
  customField('service', 'api', 'text', {
    label: 'Service',
    doc: 'Service name in the exported rules',
    values: 'letters, digits, `-`, `_`',
    parse: parseService,
  }),
  customField('errors', 'http_requests_total{job="api",code=~"5.."}', 'text', {
    label: 'Errors selector',
    doc: 'PromQL selector of failed requests, in the exported rules',
    values: 'PromQL selector text',
    parse: parseSelector,
  }),
  customField('total', 'http_requests_total{job="api"}', 'text', {
    label: 'Total selector',
    doc: 'PromQL selector of all requests, in the exported rules',
    values: 'PromQL selector text',
    parse: parseSelector,
  }),
] as const;
