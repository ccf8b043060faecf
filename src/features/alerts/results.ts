import type { TierFigures } from '@/core/alerts/analyse';
import type { NoiseResult } from '@/core/alerts/noise';
import { windowText } from '@/core/alerts/window-text';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import {
  family,
  interleave,
  result,
  type MemberSpec,
  type ResultDecl,
  type ResultFamily,
  type ResultUnit,
  type Headline,
  headlineOf,
} from '@/lib/results/declare';
import { formatBurn, formatRatio, formatRequests, formatRps } from './alerts-format';
import type { AlertsModel } from './alerts-model';

/** What the panel's results are computed from: the model and the noise simulation. */
export interface AlertsResultsInput {
  readonly model: AlertsModel;
  /** The finished noise simulation of `model.noiseJob`; null without one or while it runs. */
  readonly noise: NoiseResult | null;
  /** The noise simulation is running (the page only): its cells say so meanwhile. */
  readonly simulating?: boolean;
}

type In = AlertsResultsInput;

/** "0.8 (0.6–1.0)": a mean and its 95% interval. */
export function formatNoise(n: {
  readonly mean: number;
  readonly low: number;
  readonly high: number;
}): string {
  const f = (x: number) => formatNumber(x, x < 10 ? 2 : 1);
  return n.low === n.high ? f(n.mean) : `${f(n.mean)} (${f(n.low)}–${f(n.high)})`;
}

/** rps × baseline ratio × period: failed requests per period with no incident. */
function failedPerPeriod({ fields: f, period }: AlertsModel): number | null {
  return f.rps.ok && f.base.ok && period !== null
    ? f.rps.value * (f.base.value / 100) * period
    : null;
}

/** A valid tier's figures (a tier with a mistake has no results). */
type ValidTier = TierFigures & { readonly tier: NonNullable<TierFigures['tier']> };

const validTiers = (m: In): readonly ValidTier[] =>
  m.model.analysis.tiers.filter((t): t is ValidTier => t.tier !== null);

/** The noise simulation's figures of tier `index` (the run leaves impossible tiers out). */
export const noiseOfTier = (m: In, index: number) => {
  const at = m.model.tierIndices.indexOf(index);
  return at < 0 ? undefined : m.noise?.tiers[at];
};

/** "tier 1 (page 1h/5m)": how the CLI labels a tier's results. */
const tierName = ({ index, tier }: ValidTier) =>
  `tier ${index} (${tier.severity} ${windowText(tier.long)}/${windowText(tier.short)})`;

/** One result per valid tier, `<template>-<i>`, in the tier table's section. */
const perTier = (
  template: string,
  unit: ResultUnit,
  hint: string,
  /** The member's own label (the tier's name follows it), value and format. */
  member: (t: ValidTier) => Omit<MemberSpec<In>, 'id'>,
): ResultFamily<In> =>
  family<In, ValidTier>(
    { template: `${template}-<i>`, unit, section: 'tiers', hint },
    validTiers,
    (t) => {
      const { label, ...rest } = member(t);
      return { id: `${template}-${t.index}`, label: `${label}, ${tierName(t)}`, ...rest };
    },
  );

/** The tier table's results, one family per column, in column order. */
export const ALERTS_TIER_RESULTS: readonly ResultFamily<In>[] = [
  perTier('burn', '×', 'burn-rate factor b', (t) => ({
    label: 'Burn rate',
    value: () => t.burn,
    format: formatBurn,
  })),
  perTier('threshold', 'fraction', 'threshold error ratio b × B', (t) => ({
    label: 'Threshold',
    value: () => t.threshold,
    format: formatRatio,
  })),
  perTier(
    'budget-at-fire',
    'fraction',
    'share of the budget spent when the tier fires on a steady burn, b × long / period',
    (t) => ({
      label: 'Budget spent when it fires',
      value: () => t.budgetAtFire,
      format: (v) => formatPercent(v),
    }),
  ),
  perTier('exhaust', 's', 'time to spend the whole budget at that burn, period / b', (t) => ({
    label: 'Budget gone at that burn in',
    value: () => t.exhaust,
    format: formatDuration,
  })),
  perTier(
    'detect',
    's',
    "time from the incident's start until the tier fires: the error ratio over both windows strictly above the threshold, at threshold × long / e, then for; with an evaluation interval E, the first evaluation k·E after that (then ⌈for / E⌉ more); empty when it never does",
    (t) => ({
      label: 'Fires after',
      value: () => t.detect,
      format: formatDuration,
      fallback: () =>
        t.fires === false ? (t.never ? 'never (threshold 100% or more)' : 'never') : '—',
    }),
  ),
  perTier(
    'reset',
    's',
    'how long it keeps firing after the incident ends, short × (1 − threshold / e) (with an evaluation interval, until the first evaluation after that); empty when it never fired',
    (t) => ({
      label: 'Keeps firing after the end',
      value: () => t.reset,
      format: formatDuration,
    }),
  ),
  perTier(
    'false-alerts',
    'count',
    'mean alert onsets per SLO period with no incident (noise simulation); empty until the run finishes',
    (t) => {
      const noiseOf = (m: In) => noiseOfTier(m, t.index);
      return {
        label: 'False alerts per period',
        value: (m) => noiseOf(m)?.mean,
        format: (_mean, m) => {
          const n = noiseOf(m);
          return n ? formatNoise(n) : '';
        },
        fallback: (m) => (m.simulating ? 'simulating…' : '—'),
      };
    },
  ),
];

/** The panel's results, in page order: cards, tier table, noise section. */
export const ALERTS_RESULTS: readonly ResultDecl<In>[] = [
  result<In>({
    id: 'error-budget',
    label: 'Error budget',
    unit: 'fraction',
    section: 'results',
    hint: 'B = 1 − SLO',
    value: (m) => m.model.analysis.errorBudget,
    format: (v) => formatPercent(v),
  }),
  result<In>({
    id: 'budget-time',
    label: 'Budget as time',
    unit: 's',
    section: 'results',
    hint: 'B × period: full outage the budget allows',
    value: (m) => m.model.analysis.budgetTime,
    format: formatDuration,
  }),
  result<In>({
    id: 'budget-events',
    label: 'Failed requests allowed',
    unit: 'count',
    section: 'results',
    hint: 'B × rps × period: failed requests the budget allows',
    value: (m) => m.model.analysis.budgetEvents,
    format: formatRequests,
  }),
  result<In>({
    id: 'first-alert',
    label: 'First alert after',
    unit: 's',
    section: 'results',
    hint: 'the earliest `detect-<i>`; empty when no tier fires',
    value: (m) => m.model.analysis.firstAlert,
    format: formatDuration,
    fallback: (m) => (m.model.analysis.anyFires === false ? 'never' : '—'),
  }),
  result<In>({
    id: 'eval-delay',
    label: 'Delay from rule evaluation',
    unit: 's',
    section: 'results',
    hint: 'first alert with the evaluation interval minus first alert evaluated continuously; 0 when continuous, empty when either never fires',
    value: (m) => {
      const a = m.model.analysis;
      return a.firstAlert === null || a.firstAlertContinuous === null
        ? null
        : a.firstAlert - a.firstAlertContinuous;
    },
    format: formatDuration,
  }),
  result<In>({
    id: 'first-failure',
    label: 'First failed request after',
    unit: 's',
    section: 'results',
    hint: "steady traffic: the incident's first failed request comes after 1 / (rps × e), no tier can fire before it (with an evaluation interval, the first evaluation at or after it)",
    value: (m) => m.model.analysis.firstFailure,
    format: formatDuration,
  }),
  result<In>({
    id: 'budget-spent',
    label: 'Budget the incident spends',
    unit: 'fraction',
    section: 'results',
    hint: 'share of the budget the incident spends, e × dur / (B × period)',
    value: (m) => m.model.analysis.budgetSpent,
    format: (v) => formatPercent(v),
  }),
  result<In>({
    id: 'budget-at-first-alert',
    label: 'Budget spent at the first alert',
    unit: 'fraction',
    section: 'results',
    hint: 'share of the budget spent when the first alert fires; empty when none fires',
    value: (m) => m.model.analysis.budgetAtFirstAlert,
    format: (v) => formatPercent(v),
    fallback: (m) => (m.model.analysis.anyFires === false ? 'never fires' : '—'),
  }),
  result<In>({
    id: 'lowest-caught',
    label: 'Lowest error ratio caught',
    unit: 'fraction',
    section: 'results',
    hint: 'the smallest threshold of a tier that can fire: steady error ratios below it never alert',
    value: (m) => m.model.analysis.lowestCaught,
    format: formatRatio,
    fallback: (m) => (m.model.analysis.neverFire !== null ? 'none' : '—'),
  }),
  result<In>({
    id: 'never-fire',
    label: 'Tiers that can never fire',
    unit: 'count',
    section: 'results',
    hint: 'tiers whose threshold is 100% or more: no error ratio is above it, so nothing fires them',
    value: (m) => m.model.analysis.neverFire,
    format: String,
  }),
  result<In>({
    id: 'one-failure-burn',
    label: 'Burn of one failed request',
    unit: '×',
    section: 'results',
    hint: 'burn rate of one failed request in the shortest long window, 1 / (rps × long × B)',
    value: (m) => m.model.analysis.oneFailureBurn,
    format: formatBurn,
  }),
  result<In>({
    id: 'single-failure-rps',
    label: 'One failure alone fires below',
    unit: 'req/s',
    section: 'results',
    hint: 'below this traffic one failed request alone fires the fastest tier, 1 / (threshold × long); 0 when never',
    value: (m) => m.model.analysis.singleFailureRps,
    format: (v) => (v === 0 ? 'never' : formatRps(v)),
  }),
  // Row by row, as the tier table has them: all of tier 1's (column by column), then tier 2's.
  interleave(...ALERTS_TIER_RESULTS),
  result<In>({
    id: 'failed-per-period',
    label: 'Failed requests per period',
    unit: 'count',
    section: 'noise',
    hint: "failed requests per period with no incident, rps × base × period (the noise simulation's closed form)",
    value: (m) => failedPerPeriod(m.model),
    format: (v) => formatNumber(v, v < 100 ? 2 : 0),
  }),
];

/** What the panel answers: how soon the incident pages, and what it costs the budget. */
export const ALERTS_HEADLINE: Headline<In> = headlineOf('first-alert', 'budget-spent');
