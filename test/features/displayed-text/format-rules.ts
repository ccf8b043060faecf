import { rational, type Rational } from '@/core/exact/rational';
import {
  formatAvailabilityPercent,
  formatBytes,
  formatCount,
  formatDuration,
  formatNines,
  formatNumber,
  formatPercent,
  formatProbability,
  formatScientific,
  significant,
} from '@/core/format';

/**
 * What each result's visible text must be, computed here from its `data-value` (and `data-unit`)
 * through the formatters of `src/core/format`, never from the page's own rows. A panel whose
 * result is formatted some other way (a local formatter, words for a code, a unit appended) has
 * its own rule below that says how, written from the core functions.
 */

/** What a rule sees of a result and its page. */
export interface Seen {
  /** The raw value as a number; NaN for a category's code. */
  readonly value: number;
  /** `data-value` as written. */
  readonly raw: string;
  readonly unit: string;
  /** The panel's inputs, as URL text. */
  readonly inputs: Readonly<Record<string, string>>;
  /** `data-value` of another result on the same page, by id. */
  readonly other: (id: string) => string;
}

export interface Rule {
  readonly panel: string;
  readonly id: RegExp;
  /** The unit the page must write as `data-unit` ("" for none). */
  readonly unit: string;
  /** The text for a known value. */
  readonly text: (seen: Seen) => string | RegExp;
  /** Texts allowed when `data-value` is "" (the value is not known): `—` unless stated. */
  readonly unknown?: readonly string[];
}

/** The exact rational a decimal numeral (JavaScript's shortest form, e-notation too) stands for. */
export function rationalOf(text: string): Rational {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, whole = '', frac = '', exp = '0'] = match;
  const e = Number(exp) - frac.length;
  const m = BigInt(whole + frac);
  return e >= 0 ? rational(m * 10n ** BigInt(e)) : rational(m, 10n ** BigInt(-e));
}

/** An availability shown from its unavailability u (a decimal numeral): "99.93001%". */
const availabilityFromU = (u: string): string => `${formatAvailabilityPercent(rationalOf(u))}%`;

/** An availability shown from A itself (`data-value` is A): u = 1 − A, exactly from A's digits. */
function availabilityFromA(a: string): string {
  const r = rationalOf(a);
  return `${formatAvailabilityPercent(rational(r.den - r.num, r.den))}%`;
}

const duration = ({ value }: Seen) => formatDuration(value);
const percent = ({ value }: Seen) => formatPercent(value);
/** The alerts panel's burn factor: four significant digits, e.g. "14.4×", "0.9333×". */
const burn = ({ value: b }: Seen) =>
  `${b >= 1e-4 && b < 1e9 ? formatNumber(Number(significant(b, 4)), 12) : formatScientific(b, 3)}×`;
/** The overload panel's and the retries panel's "2.35×". */
const times2 = ({ value }: Seen) => `${formatNumber(value, 2)}×`;

/** The idempotency panel's words per code, as docs/url-parameters.md lists the codes. */
const CLIENT_OUTCOMES: Readonly<Record<string, string>> = {
  'fresh-200': '200 from a fresh execution',
  'replayed-200': '200, the cached response',
  'conflict-409': '409: still in progress (gave up)',
  'no-response': 'no response (gave up)',
};
const IDEMPOTENCY_VERDICTS: Readonly<Record<string, string>> = {
  'exactly-once': 'Exactly once',
  'duplicate-charge': 'Duplicate charge',
  'duplicate-side-effect': 'Duplicate side effect',
  'outcome-unknown': 'Charged once, outcome unknown to the client',
};
const DECISION_VERDICTS: Readonly<Record<string, string>> = {
  'keep-checking': 'Keep checking',
  automate: 'Automate',
  'auto-promote-and-page': 'Auto-promote, and page for review',
  'page-human': 'Page a human; do not auto-promote',
};

/** A code's words; a code the test does not know fails with its name. */
const words =
  (table: Readonly<Record<string, string>>) =>
  ({ raw }: Seen): string =>
    table[raw] ?? `(no words for the code ${raw})`;

/** The alerts noise cell: "0.8 (0.6–1.0)", the mean from `data-value`, its 95% interval after it. */
function noise({ value }: Seen): RegExp {
  const f = (x: number) => formatNumber(x, x < 10 ? 2 : 1);
  const number = '[\\d,]+(?:\\.\\d+)?';
  return new RegExp(`^${escape(f(value))}(?: \\(${number}–${number}\\))?$`);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PERIODS = '(?:day|week|month|quarter|year)';
const POLICY = '[a-z0-9_-]+';

export const RULES: readonly Rule[] = [
  // Nines & downtime budgets.
  { panel: 'nines', id: new RegExp(`^downtime-${PERIODS}$`), unit: 's', text: duration },
  { panel: 'nines', id: /^nines$/, unit: 'nines', text: ({ value }) => formatNines(value) },
  {
    panel: 'nines',
    id: /^unavailability$/,
    unit: 'fraction',
    text: ({ value }) => formatProbability(value),
  },
  // Reverse mode: the availability A = 1 − u, shown from the exact u (never reads 100%).
  {
    panel: 'nines',
    id: /^availability$/,
    unit: 'fraction',
    text: ({ other }) => availabilityFromU(other('unavailability')),
  },

  // Composition: availabilities from the total's exact unavailability; shares and what-ifs are
  // also checked against hand-worked ratios in the test.
  {
    panel: 'composition',
    id: /^total-availability$/,
    unit: 'fraction',
    text: ({ other }) => availabilityFromU(other('total-unavailability')),
  },
  {
    panel: 'composition',
    id: /^total-unavailability$/,
    unit: 'fraction',
    // Five significant digits: 5.9996 × 10⁻⁴ must not read 6 × 10⁻⁴.
    text: ({ value }) => formatProbability(value, 5),
  },
  {
    panel: 'composition',
    id: /^total-nines$/,
    unit: 'nines',
    text: ({ value }) => formatNines(value),
  },
  { panel: 'composition', id: /^total-downtime-(?:year|month)$/, unit: 's', text: duration },
  {
    panel: 'composition',
    id: /^share-.+$/,
    unit: 'fraction',
    // Three significant digits from 1%, two below, clamped to "< 0.0001%" and "> 99.9%".
    text: ({ value: s }) => {
      if (s === 0) return '0%';
      const p = s * 100;
      if (p < 0.0001) return '< 0.0001%';
      if (p >= 99.95 && s < 1) return '> 99.9%';
      return `${significant(p, p >= 1 ? 3 : 2)}%`;
    },
  },
  {
    panel: 'composition',
    id: /^what-if-.+$/,
    unit: 'fraction',
    // data-value is the total's unavailability after one more nine; "≈ " marks a double's value.
    text: ({ raw }) => new RegExp(`^(?:≈ )?${escape(availabilityFromU(raw))}$`),
    unknown: ['— (skipped)'],
  },
  {
    panel: 'composition',
    id: /^quorum-majority$/,
    unit: 'count',
    text: ({ value, inputs }) => `${value} of ${inputs.qn}`,
  },
  {
    panel: 'composition',
    id: /^quorum-tolerates$/,
    unit: 'count',
    text: ({ value }) => `${value} failure${value === 1 ? '' : 's'}`,
  },
  {
    panel: 'composition',
    id: /^quorum-availability$/,
    unit: 'fraction',
    text: ({ raw }) => availabilityFromA(raw),
  },

  // Health-check tuning: magnitudes as counts (a double holds them in every example here).
  ...(
    [
      ['false-trigger-probability', 'fraction'],
      ['checks-between-false-triggers', 'checks'],
      ['false-triggers-node-day', 'per day'],
      ['false-triggers-fleet-day', 'per day'],
      ['fleet-ejections-month', 'per 30 days'],
    ] as const
  ).map(([id, unit]): Rule => ({
    panel: 'detection',
    id: new RegExp(`^${id}$`),
    unit,
    text: ({ value }) => formatCount(value),
  })),
  {
    panel: 'detection',
    id: /^reduction-factor$/,
    unit: 'count',
    text: ({ value }) => `${formatCount(value)}×`,
  },
  { panel: 'detection', id: /^detection-(?:worst|mean|hang-worst)$/, unit: 's', text: duration },
  {
    panel: 'detection',
    id: /^detection-extra$/,
    unit: 's',
    text: ({ value }) => `+${formatDuration(value)}`,
  },
  { panel: 'detection', id: /^mtbft$/, unit: 's', text: duration },
  {
    panel: 'detection',
    id: /^capacity-lost$/,
    unit: 'fraction',
    // The panel rounds the double's exact value, three digits by power of ten below 10⁻⁴ %.
    text: ({ value }) => formatPercent(value, { tinyDigits: 3, rounding: 'exact' }),
  },
  { panel: 'detection', id: /^recommended-n$/, unit: 'count', text: ({ value }) => `N = ${value}` },

  // Failover time.
  {
    panel: 'failover',
    id: /^(?:az|region)-(?:failover|p50|p90|p99|max|mean)$|^budget-year$/,
    unit: 's',
    text: duration,
  },
  { panel: 'failover', id: /^(?:az|region)-after-\d+$/, unit: 'fraction', text: percent },
  {
    panel: 'failover',
    id: /^budget-share-(?:az|region)(?:-mean|-p99)?$/,
    unit: 'fraction',
    text: percent,
  },
  {
    panel: 'failover',
    id: /^rpo-writes$/,
    unit: 'count',
    text: ({ value }) => formatNumber(value, 2),
  },

  // Failover decision.
  { panel: 'decision', id: /^verdict$/, unit: '', text: words(DECISION_VERDICTS) },
  {
    panel: 'decision',
    id: /^quorum-majority$/,
    unit: 'count',
    text: ({ value, inputs }) => `${value} of ${inputs.voters}`,
  },
  {
    panel: 'decision',
    id: /^quorum-holds$/,
    unit: 'boolean',
    text: ({ value }) => (value === 1 ? 'holds' : value === 0 ? 'lost' : `(not 0/1: ${value})`),
  },
  {
    panel: 'decision',
    id: /^replica-lag-margin$/,
    unit: 's',
    text: ({ value }) => `${formatNumber(value, 3)} s`,
  },

  // Idempotency keys.
  { panel: 'idempotency', id: /^(?:charges|side-effects)$/, unit: 'count', text: ({ raw }) => raw },
  {
    panel: 'idempotency',
    id: /^client-outcome$/,
    unit: '',
    // The words, and the charge id the client holds when it has one.
    text: (seen) => new RegExp(`^${escape(words(CLIENT_OUTCOMES)(seen))}(?: \\(ch_[\\w-]+\\))?$`),
  },
  { panel: 'idempotency', id: /^verdict$/, unit: '', text: words(IDEMPOTENCY_VERDICTS) },
  {
    panel: 'idempotency',
    id: /^storage-bytes$/,
    unit: 'bytes',
    text: ({ value }) => formatBytes(value),
  },
  {
    panel: 'idempotency',
    id: /^late-retry-share$/,
    unit: 'fraction',
    text: ({ value: s }) =>
      s === 0
        ? '0'
        : `${formatProbability(s)}${s >= 0.01 ? ` (${formatNumber(s * 100, 2)}%)` : ''}`,
  },

  // Retry storms: wave, recovery, contention.
  { panel: 'retries', id: /^window$/, unit: 's', text: duration },
  {
    panel: 'retries',
    id: /^buckets$|^peak-[a-z]+$/,
    unit: 'count',
    text: ({ value }) => formatNumber(value),
  },
  {
    panel: 'retries',
    id: /^expected-per-bucket$/,
    unit: 'count',
    text: ({ value }) => formatNumber(value, 3),
  },
  { panel: 'retries', id: /^reduction-expected$|^amplification-[a-z]+$/, unit: '×', text: times2 },
  {
    panel: 'retries',
    id: /^drain-time-[a-z]+$/,
    unit: 's',
    // When no client got through, the time is when the last one gave up, and says so.
    text: ({ value }) =>
      new RegExp(`^(?:none succeeded: all gave up by )?${escape(formatDuration(value))}$`),
  },
  {
    panel: 'retries',
    id: /^(?:calls|gaveup)-[a-z]+$/,
    unit: 'count',
    text: ({ value }) => formatNumber(value),
  },
  {
    panel: 'retries',
    id: /^peak-load-[a-z]+$/,
    unit: '×',
    text: ({ value }) =>
      value === 0 ? 'no requests after the outage' : `${formatNumber(value, 2)}× capacity`,
  },
  {
    panel: 'retries',
    id: /^calls:[a-z]+:\d+$/,
    unit: 'count',
    text: ({ value }) => formatNumber(value, 0),
  },
  {
    panel: 'retries',
    id: /^time:[a-z]+:\d+$/,
    unit: 's',
    text: ({ value }) => formatNumber(value, 2),
  },

  // SLO burn-rate alerts.
  {
    panel: 'alerts',
    id: /^(?:error-budget|budget-spent|budget-at-fire-\d+|threshold-\d+)$/,
    unit: 'fraction',
    text: percent,
  },
  {
    panel: 'alerts',
    id: /^budget-at-first-alert$/,
    unit: 'fraction',
    text: percent,
    unknown: ['never fires', '—'],
  },
  {
    panel: 'alerts',
    id: /^lowest-caught$/,
    unit: 'fraction',
    text: percent,
    unknown: ['none', '—'],
  },
  { panel: 'alerts', id: /^(?:budget-time|exhaust-\d+)$/, unit: 's', text: duration },
  { panel: 'alerts', id: /^first-alert$/, unit: 's', text: duration, unknown: ['never', '—'] },
  {
    panel: 'alerts',
    id: /^detect-\d+$/,
    unit: 's',
    text: duration,
    unknown: ['never', 'never (threshold above 100%)', '—'],
  },
  { panel: 'alerts', id: /^reset-\d+$/, unit: 's', text: duration },
  {
    panel: 'alerts',
    id: /^budget-events$/,
    unit: 'count',
    text: ({ value }) => formatNumber(value, value < 10 ? 2 : 0),
  },
  { panel: 'alerts', id: /^never-fire$/, unit: 'count', text: ({ raw }) => raw },
  { panel: 'alerts', id: /^(?:one-failure-burn|burn-\d+)$/, unit: '×', text: burn },
  {
    panel: 'alerts',
    id: /^single-failure-rps$/,
    unit: 'req/s',
    // Three significant digits, and the same rate per hour.
    text: ({ value: r }) => {
      if (r === 0) return 'never';
      const hour = r * 3600;
      const hourly =
        hour < 1e6 ? ` (${formatNumber(Number(significant(hour, 3)), 6)} an hour)` : '';
      return `${formatNumber(Number(significant(r, 3)), 12)} req/s${hourly}`;
    },
  },
  { panel: 'alerts', id: /^false-alerts-\d+$/, unit: 'count', text: noise },
  {
    panel: 'alerts',
    id: /^failed-per-period$/,
    unit: 'count',
    text: ({ value }) => formatNumber(value, value < 100 ? 2 : 0),
  },

  // Retry budgets & overload.
  {
    panel: 'overload',
    id: new RegExp(`^load-${POLICY}$|^load:${POLICY}:[\\d.]+$`),
    unit: '×',
    text: ({ value }) => formatNumber(value, 3),
  },
  {
    panel: 'overload',
    id: new RegExp(`^success-${POLICY}$|^success:${POLICY}:[\\d.]+$|^goodput-${POLICY}$`),
    unit: 'fraction',
    text: percent,
  },
  {
    panel: 'overload',
    id: new RegExp(`^recovered-${POLICY}$`),
    unit: 's',
    text: duration,
    unknown: ['never (metastable)'],
  },
  { panel: 'overload', id: new RegExp(`^amplification-${POLICY}$`), unit: '×', text: times2 },
];

/** The first rule for a panel's result id, or undefined. */
export const ruleFor = (panel: string, id: string): Rule | undefined =>
  RULES.find((r) => r.panel === panel && r.id.test(id));
