import { shareAfter } from '@/core/failover/distribution';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import { resultRow, type ResultRow } from '@/lib/result-rows';
import type { FailoverModel } from './failover-model';
import { shareOfBudget, type Simulated } from './failover-simulation';

const STATS = [
  ['p50', 'median'],
  ['p90', 'p90'],
  ['p99', 'p99'],
  ['max', 'worst'],
  ['mean', 'mean'],
] as const;

/** The moments failover-tail.tsx reports on. */
const TAIL_TIMES = [60, 300, 900] as const;

const PATHS = [
  ['az', 'Multi-AZ'],
  ['region', 'Multi-region'],
] as const;

const duration = (s: number | null | undefined) => (s == null ? null : formatDuration(s));
const percent = (x: number | null) => (x === null ? null : formatPercent(x));

/**
 * The panel's results as rows, as failover-results.tsx, failover-tail.tsx and
 * failover-budget.tsx render them (no React); `simulated` is `simulatePaths(model)`, as the page has it.
 */
export function failoverResultRows(model: FailoverModel, simulated: Simulated): ResultRow[] {
  const onPaper = { az: model.azOnPaper, region: model.regionOnPaper };
  const stats = PATHS.flatMap(([path, name]) =>
    STATS.map(([stat, label]) => {
      const v = simulated[path]?.summary[stat] ?? null;
      return resultRow(`${path}-${stat}`, `${name}, simulated ${label}`, 's', v, duration(v));
    }),
  );
  const tail = PATHS.flatMap(([path, name]) =>
    TAIL_TIMES.map((t) => {
      const p = simulated[path];
      const share = p ? shareAfter(p.sorted, t) : null;
      return resultRow(
        `${path}-after-${t}`,
        `${name}, still failing after ${formatDuration(t)}`,
        'fraction',
        share,
        percent(share),
      );
    }),
  );
  const budget = PATHS.flatMap(([path, name]) => {
    const s = simulated[path]?.summary;
    const share = (id: string, what: string, seconds: number | null) => {
      const v = shareOfBudget(model, seconds);
      return resultRow(
        id,
        `${name}, share of the yearly budget, ${what}`,
        'fraction',
        v,
        percent(v),
      );
    };
    return [
      share(`budget-share-${path}`, 'on paper', onPaper[path]),
      share(`budget-share-${path}-mean`, 'mean client', s?.mean ?? null),
      share(`budget-share-${path}-p99`, 'p99 client', s?.p99 ?? null),
    ];
  });
  return [
    resultRow(
      'az-failover',
      'Multi-AZ failover on paper',
      's',
      model.azOnPaper,
      duration(model.azOnPaper),
    ),
    resultRow(
      'region-failover',
      'Multi-region failover on paper',
      's',
      model.regionOnPaper,
      duration(model.regionOnPaper),
    ),
    ...stats,
    ...tail,
    resultRow(
      'rpo-writes',
      'Writes lost on a regional failover',
      'count',
      model.rpoWrites,
      model.rpoWrites === null ? null : formatNumber(model.rpoWrites, 2),
    ),
    resultRow('budget-year', 'Yearly budget', 's', model.budgetYear, duration(model.budgetYear)),
    ...budget,
  ];
}
