import type { Tier } from '@/core/alerts/tier';
import type { BacktestOutcomeValue } from '@/core/backtest/jobs';
import type { BacktestResult } from '@/core/backtest/backtest';
import {
  formatCount,
  formatDuration,
  formatNumber,
  formatPercent,
  significant,
} from '@/core/format';
import { family, interleave, result, type Headline, type ResultDecl } from '@/lib/results/declare';
import type { BacktestModel } from './backtest-model';

/** What the results follow from: the settings and the finished backtest (null while none). */
export interface BacktestView {
  readonly model: BacktestModel;
  readonly outcome: BacktestOutcomeValue | null;
}

type In = BacktestView;

/** The finished backtest, or null (running, no data, or a failure). */
export const resultOf = (v: In): BacktestResult | null => (v.outcome?.ok ? v.outcome.result : null);

/** The tiers the per-tier results stand for: the backtest's, or the settings' while it runs. */
const tiersOf = (v: In): readonly Tier[] =>
  resultOf(v)?.tiers.map((t) => t.tier) ?? v.model.tiers ?? [];

const tierIndexes = (v: In) => tiersOf(v).map((tier, i) => ({ tier, i: i + 1 }));

/** A burn rate: "20×", "0.833×". */
export const formatBurnRate = (b: number) => `${formatNumber(Number(significant(b, 3)), 12)}×`;

/** A budget share that may be negative (overspent): "16.7%", "−25% (overspent)". */
export const formatSignedShare = (x: number) =>
  x < 0 ? `−${formatPercent(-x)} (overspent)` : formatPercent(x);

const tierLabel = (tier: Tier, i: number) =>
  `tier ${i} (${tier.severity} ${formatDuration(tier.long)}/${formatDuration(tier.short)})`;

const alerts = family<In, { tier: Tier; i: number }>(
  {
    template: 'alerts-<i>',
    unit: 'count',
    section: 'results',
    hint: 'Alerts of tier i: evaluations where it went from not firing to firing',
  },
  tierIndexes,
  ({ tier, i }) => ({
    id: `alerts-${i}`,
    label: `Alerts, ${tierLabel(tier, i)}`,
    value: (v) => resultOf(v)?.tiers[i - 1]?.alerts,
    format: formatCount,
  }),
);

const firstFire = family<In, { tier: Tier; i: number }>(
  {
    template: 'first-fire-<i>',
    unit: 's',
    section: 'results',
    hint: 'Seconds from the first sample to tier i’s first firing evaluation; empty when it never fired',
  },
  tierIndexes,
  ({ tier, i }) => ({
    id: `first-fire-${i}`,
    label: `First firing, ${tierLabel(tier, i)}`,
    value: (v) => resultOf(v)?.tiers[i - 1]?.firstFire,
    format: formatDuration,
    fallback: (v) => (resultOf(v) ? 'never' : '—'),
  }),
);

const firingTime = family<In, { tier: Tier; i: number }>(
  {
    template: 'firing-time-<i>',
    unit: 's',
    section: 'results',
    hint: 'Seconds tier i was firing: its firing evaluations × the evaluation interval',
  },
  tierIndexes,
  ({ tier, i }) => ({
    id: `firing-time-${i}`,
    label: `Time firing, ${tierLabel(tier, i)}`,
    value: (v) => resultOf(v)?.tiers[i - 1]?.firingTime,
    format: formatDuration,
  }),
);

const reset = family<In, { tier: Tier; i: number }>(
  {
    template: 'reset-<i>',
    unit: 's',
    section: 'results',
    hint: 'Seconds from the last bad sample to the end of tier i’s last firing; empty when it does not apply',
  },
  tierIndexes,
  ({ tier, i }) => ({
    id: `reset-${i}`,
    label: `Reset after the errors, ${tierLabel(tier, i)}`,
    value: (v) => resultOf(v)?.tiers[i - 1]?.reset,
    format: formatDuration,
  }),
);

const worstBurn = family<In, { window: string }>(
  {
    template: 'worst-burn-<window>',
    unit: '×',
    section: 'results',
    hint: 'The highest burn rate (error ratio ÷ error budget) over a window of the tiers, at any evaluation; the window in Prometheus’ notation (`5m`, `1h`)',
  },
  (v) => resultOf(v)?.worstBurn.map((w) => ({ window: w.window })) ?? [],
  ({ window }) => ({
    id: `worst-burn-${window}`,
    label: `Worst burn over ${window}`,
    value: (v) => resultOf(v)?.worstBurn.find((w) => w.window === window)?.burn,
    format: formatBurnRate,
  }),
);

/** The per-tier results, tier by tier (the table's rows). */
export const TIER_RESULTS = interleave<In>(alerts, firstFire, firingTime, reset);

/** The panel's results, in page order: cards, CLI rows, exports and docs all come from here. */
export const BACKTEST_RESULTS: readonly ResultDecl<In>[] = [
  TIER_RESULTS,
  result<In>({
    id: 'budget-spent',
    label: 'Error budget spent',
    unit: 'fraction',
    section: 'results',
    hint: 'Errors over the whole data ÷ (error budget × its requests): the share of the data’s error budget used',
    value: (v) => resultOf(v)?.budget.spent,
    format: (x) => formatPercent(x),
  }),
  result<In>({
    id: 'budget-left',
    label: 'Error budget left',
    unit: 'fraction',
    section: 'results',
    hint: '1 − budget spent; negative when the budget was overspent',
    value: (v) => resultOf(v)?.budget.left,
    format: formatSignedShare,
  }),
  worstBurn,
];

/**
 * The headline: when the first page came (the earliest firing page tier's first-fire, or the
 * first page tier's when none fired) and the budget spent.
 */
export const BACKTEST_HEADLINE: Headline<In> = (v, rows) => {
  const r = resultOf(v);
  const tiers = tiersOf(v);
  const pages = tiers.flatMap((t, i) => (t.severity === 'page' ? [i + 1] : []));
  const fired = pages
    .map((i) => ({ i, first: r?.tiers[i - 1]?.firstFire ?? null }))
    .filter((p): p is { i: number; first: number } => p.first !== null)
    .sort((a, b) => a.first - b.first);
  const page = fired[0]?.i ?? pages[0] ?? null;
  const ids = [...(page === null ? [] : [`first-fire-${page}`]), 'budget-spent'];
  return ids.filter((id) => rows.some((row) => row.id === id));
};
