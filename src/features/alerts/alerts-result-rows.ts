import type { NoiseResult, NoiseTierResult } from '@/core/alerts/noise';
import { windowText } from '@/core/alerts/window-text';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import { resultRow, type ResultRow } from '@/lib/result-rows';
import { formatBurn, formatRatio, formatRequests, formatRps } from './alerts-format';
import type { AlertsModel } from './alerts-model';

/** "0.8 (0.6–1.0)": a mean and its 95% interval, as tier-table.tsx writes it. */
function noiseText(n: NoiseTierResult): string {
  const f = (x: number) => formatNumber(x, x < 10 ? 2 : 1);
  return n.low === n.high ? f(n.mean) : `${f(n.mean)} (${f(n.low)}–${f(n.high)})`;
}

/**
 * The panel's results as rows, as alerts-results.tsx, tier-table.tsx and noise-section.tsx render
 * them (no React); `noise` is the finished noise simulation of `model.noiseJob` (null without one).
 */
export function alertsResultRows(model: AlertsModel, noise: NoiseResult | null): ResultRow[] {
  const a = model.analysis;
  const f = model.fields;
  const show = <T>(v: T | null, format: (v: T) => string) => (v === null ? null : format(v));
  const cards = [
    resultRow(
      'error-budget',
      'Error budget',
      'fraction',
      a.errorBudget,
      show(a.errorBudget, formatPercent),
    ),
    resultRow(
      'budget-time',
      'Budget as time',
      's',
      a.budgetTime,
      show(a.budgetTime, formatDuration),
    ),
    resultRow(
      'budget-events',
      'Failed requests allowed',
      'count',
      a.budgetEvents,
      show(a.budgetEvents, formatRequests),
    ),
    resultRow(
      'first-alert',
      'First alert after',
      's',
      a.firstAlert,
      show(a.firstAlert, formatDuration),
      a.anyFires === false ? 'never' : '—',
    ),
    resultRow(
      'budget-spent',
      'Budget the incident spends',
      'fraction',
      a.budgetSpent,
      show(a.budgetSpent, formatPercent),
    ),
    resultRow(
      'budget-at-first-alert',
      'Budget spent at the first alert',
      'fraction',
      a.budgetAtFirstAlert,
      show(a.budgetAtFirstAlert, formatPercent),
      a.anyFires === false ? 'never fires' : '—',
    ),
    resultRow(
      'lowest-caught',
      'Lowest error ratio caught',
      'fraction',
      a.lowestCaught,
      show(a.lowestCaught, formatRatio),
      a.neverFire !== null ? 'none' : '—',
    ),
    resultRow(
      'never-fire',
      'Tiers that can never fire',
      'count',
      a.neverFire,
      show(a.neverFire, String),
    ),
    resultRow(
      'one-failure-burn',
      'Burn of one failed request',
      '×',
      a.oneFailureBurn,
      show(a.oneFailureBurn, formatBurn),
    ),
    resultRow(
      'single-failure-rps',
      'One failure alone fires below',
      'req/s',
      a.singleFailureRps,
      show(a.singleFailureRps, (v) => (v === 0 ? 'never' : formatRps(v))),
    ),
  ];
  const tiers = a.tiers.flatMap((t) => {
    const tier = t.tier;
    if (!tier) return [];
    const i = t.index;
    const name = `tier ${i} (${tier.severity} ${windowText(tier.long)}/${windowText(tier.short)})`;
    const never = t.never ? 'never (threshold above 100%)' : 'never';
    const n = noise?.tiers[i - 1];
    return [
      resultRow(`burn-${i}`, `Burn rate, ${name}`, '×', t.burn, show(t.burn, formatBurn)),
      resultRow(
        `threshold-${i}`,
        `Threshold, ${name}`,
        'fraction',
        t.threshold,
        show(t.threshold, formatRatio),
      ),
      resultRow(
        `budget-at-fire-${i}`,
        `Budget spent when it fires, ${name}`,
        'fraction',
        t.budgetAtFire,
        show(t.budgetAtFire, formatPercent),
      ),
      resultRow(
        `exhaust-${i}`,
        `Budget gone at that burn in, ${name}`,
        's',
        t.exhaust,
        show(t.exhaust, formatDuration),
      ),
      resultRow(
        `detect-${i}`,
        `Fires after, ${name}`,
        's',
        t.detect,
        show(t.detect, formatDuration),
        t.fires === false ? never : '—',
      ),
      resultRow(
        `reset-${i}`,
        `Keeps firing after the end, ${name}`,
        's',
        t.reset,
        show(t.reset, formatDuration),
      ),
      resultRow(
        `false-alerts-${i}`,
        `False alerts per period, ${name}`,
        'count',
        n?.mean,
        n ? noiseText(n) : null,
      ),
    ];
  });
  const expected =
    f.rps.ok && f.base.ok && model.period !== null
      ? f.rps.value * (f.base.value / 100) * model.period
      : null;
  return [
    ...cards,
    ...tiers,
    resultRow(
      'failed-per-period',
      'Failed requests per period',
      'count',
      expected,
      expected === null ? null : formatNumber(expected, expected < 100 ? 2 : 0),
    ),
  ];
}
