import { fitsDouble, type Magnitude } from '@/core/detection/runs';
import { formatDuration, formatPercent, plainDecimal } from '@/core/format';
import {
  result,
  type NumberResult,
  type ResultDecl,
  type ResultSpec,
  type Headline,
  headlineOf,
} from '@/lib/results/declare';
import type { Carried } from '@/lib/results/links';
import { formatDurationMagnitude, formatMagnitude, PERCENT } from './detection-format';
import type { DetectionModel } from './detection-model';

type M = DetectionModel;

/**
 * A result whose value is a magnitude: a double, or only a power of ten beyond the double range.
 * Its raw value is the nearest double when one holds the magnitude (0 below the range), else
 * none; its text is the magnitude's own ("≈ 10⁻³⁹⁰", "never"), so `format` gives it for a value
 * beyond doubles too (the page shows it as the reason under `—`).
 */
export interface MagnitudeResult extends ResultSpec<M> {
  /** The magnitude, whose log10 the page writes as `data-log10` beyond doubles. */
  readonly magnitude: (model: M) => Magnitude | null | undefined;
}

export const isMagnitudeResult = (spec: ResultSpec<M>): spec is MagnitudeResult =>
  'magnitude' in spec;

/** The raw value of a magnitude: the double itself, 0 below the double range, else none. */
const nearestDouble = (m: Magnitude): number =>
  fitsDouble(m) ? m.value : m.value === 0 ? 0 : Infinity;

function magnitudeResult({
  magnitude,
  say = formatMagnitude,
  ...spec
}: Omit<NumberResult<M>, 'value' | 'format'> & {
  readonly magnitude: (model: M) => Magnitude | null | undefined;
  /** How the magnitude is written: a count by default. */
  readonly say?: (m: Magnitude) => string;
}): MagnitudeResult {
  const declared = result<M>({
    ...spec,
    value: (model) => {
      const m = magnitude(model);
      return m ? nearestDouble(m) : null;
    },
    format: (_value, model) => {
      const m = magnitude(model);
      return m ? say(m) : '—';
    },
  });
  return { ...declared, magnitude };
}

/**
 * The health check whose worst-case detection N·i is: its interval and threshold, as another
 * panel's health check (Failover's load-balancer check) would read them.
 */
function carryCheck({ fields: { i, n } }: M): Carried | null {
  if (!i.ok || !n.ok) return null;
  return {
    quantity: 'health-check',
    parts: { interval: plainDecimal(i.value), threshold: plainDecimal(n.value) },
  };
}

/** The recommended N, when one is within budget. */
export const recommendedN = ({ recommendation: r }: M): number | null =>
  r && r.kind !== 'none' ? r.at.n : null;

/**
 * The panel's results, in page order: cards (detection-results.tsx, recommendation.tsx,
 * shared-trap.tsx), CLI rows, exports and docs all come from here.
 */
export const DETECTION_RESULTS: readonly ResultDecl<M>[] = [
  magnitudeResult({
    id: 'false-trigger-probability',
    label: 'False trigger per window, p^N',
    unit: 'fraction',
    section: 'results',
    hint: 'p^N, a fraction: one window of N checks is all transient failures',
    magnitude: (m) => m.pN,
  }),
  magnitudeResult({
    id: 'reduction-factor',
    label: 'Fewer false triggers than N = 1',
    unit: 'count',
    section: 'results',
    hint: 'p^(1−N), a count: how many times fewer false windows than N = 1 (`""` when p = 0 and N > 1)',
    // p = 0: nothing to divide, no value (not "never").
    magnitude: (m) => (m.reduction?.log10 === Infinity ? null : m.reduction),
    say: (m) => `${formatMagnitude(m)}×`,
  }),
  result<M>({
    id: 'detection-worst',
    label: 'Detection, worst case N·i',
    unit: 's',
    section: 'results',
    hint: 'N·i, seconds',
    value: (m) => m.detection?.worst,
    format: formatDuration,
    carries: carryCheck,
  }),
  result<M>({
    id: 'detection-mean',
    label: 'Detection, mean (N − ½)·i',
    unit: 's',
    section: 'results',
    hint: '(N − ½)·i, seconds',
    value: (m) => m.detection?.mean,
    format: formatDuration,
  }),
  result<M>({
    id: 'detection-hang-worst',
    label: 'Hanging check, worst',
    unit: 's',
    section: 'results',
    hint: 'N·i + timeout, seconds (a check that hangs fails only at its timeout)',
    value: (m) => m.detection?.hangWorst,
    format: formatDuration,
  }),
  result<M>({
    id: 'detection-extra',
    label: 'What N costs',
    unit: 's',
    section: 'results',
    hint: '(N − 1)·i, seconds: what N costs against N = 1',
    value: (m) => m.detection?.extra,
    format: (s) => `+${formatDuration(s)}`,
  }),
  magnitudeResult({
    id: 'checks-between-false-triggers',
    label: 'Checks between false triggers',
    unit: 'checks',
    section: 'results',
    hint: '(1 − p^N) / ((1 − p)·p^N), checks, per node (`""` and "never" when p = 0)',
    magnitude: (m) => m.checksBetween,
  }),
  magnitudeResult({
    id: 'mtbft',
    label: 'Mean time between false triggers',
    unit: 's',
    section: 'results',
    hint: 'Mean time between false triggers per node, seconds',
    magnitude: (m) => m.mtbft,
    say: formatDurationMagnitude,
  }),
  magnitudeResult({
    id: 'false-triggers-node-day',
    label: 'False triggers per node per day',
    unit: 'per day',
    section: 'results',
    hint: 'False triggers per node per day',
    magnitude: (m) => m.perNodeDay,
  }),
  magnitudeResult({
    id: 'false-triggers-fleet-day',
    label: 'False triggers per fleet per day',
    unit: 'per day',
    section: 'results',
    hint: 'False triggers per fleet per day (independent blips)',
    magnitude: (m) => m.fleetDay,
  }),
  result<M>({
    id: 'capacity-lost',
    label: 'Capacity lost',
    unit: 'fraction',
    section: 'results',
    hint: 'Share of capacity lost to falsely ejected nodes waiting for h successes, a fraction',
    value: (m) => m.capacity,
    format: (u) => formatPercent(u, PERCENT),
  }),
  result<M>({
    id: 'recommended-n',
    label: 'Smallest N within budget',
    unit: 'count',
    section: 'recommendation',
    hint: 'Smallest N (1..100) within `budget`; `""` when none is or an input it needs is invalid',
    value: recommendedN,
    format: (n) => `N = ${n}`,
  }),
  magnitudeResult({
    id: 'fleet-ejections-month',
    label: 'Whole-fleet ejections per 30 days',
    unit: 'per 30 days',
    section: 'shared',
    hint: 'Whole-fleet ejections per 30 days caused by the shared dependency (q)',
    magnitude: (m) => m.shared?.perMonth,
  }),
];

/** What the panel answers: how often the fleet ejects a healthy node, how soon it sees a dead one. */
export const DETECTION_HEADLINE: Headline<M> = headlineOf(
  'false-triggers-fleet-day',
  'detection-worst',
);
