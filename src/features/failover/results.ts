import { shareAfter } from '@/core/failover/distribution';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import { family, result, type ResultDecl, type Headline, headlineOf } from '@/lib/results/declare';
import type { FailoverModel } from './failover-model';
import { shareOfBudget, type Simulated } from './failover-simulation';

/** What the panel's results follow from: the model and its simulated paths (`simulatePaths`). */
export interface FailoverOutcome {
  readonly model: FailoverModel;
  readonly paths: Simulated;
}

export type FailoverPath = keyof Simulated;

/** The two designs, in page order, by their id prefix. */
export const FAILOVER_PATHS: readonly { readonly path: FailoverPath; readonly name: string }[] = [
  { path: 'az', name: 'Multi-AZ' },
  { path: 'region', name: 'Multi-region' },
];

/** The simulated statistics each path reports, in page order, with the CLI's word for each. */
export const SIM_STATS = [
  ['p50', 'median'],
  ['p90', 'p90'],
  ['p99', 'p99'],
  ['max', 'worst'],
  ['mean', 'mean'],
] as const;

export type SimStat = (typeof SIM_STATS)[number][0];

/** The moments the measured studies report on: one minute, five, and fifteen (seconds). */
export const TAIL_TIMES = [60, 300, 900] as const;

/** The failover times the budget table charges to the budget, in column order. */
export const BUDGET_TIMES = [
  { suffix: '', what: 'on paper' },
  { suffix: '-mean', what: 'mean client' },
  { suffix: '-p99', what: 'p99 client' },
] as const;

export type BudgetTime = (typeof BUDGET_TIMES)[number];

const onPaper = (model: FailoverModel, path: FailoverPath): number | null =>
  path === 'az' ? model.azOnPaper : model.regionOnPaper;

/** One failover's seconds that a budget column charges: on paper, or a simulated client's. */
export function budgetSeconds(
  { model, paths }: FailoverOutcome,
  path: FailoverPath,
  time: BudgetTime,
): number | null {
  const summary = paths[path]?.summary;
  if (time.suffix === '') return onPaper(model, path);
  return (time.suffix === '-mean' ? summary?.mean : summary?.p99) ?? null;
}

/** Not `formatPercent` itself: its second parameter is options, where `format` passes the model. */
const percent = (share: number) => formatPercent(share);

/** The simulated statistics of one path: `az-p50` … `az-mean`. */
const simStats = (path: FailoverPath, name: string, hint: string) =>
  family<FailoverOutcome, (typeof SIM_STATS)[number]>(
    { template: `${path}-<stat>`, unit: 's', section: 'results', hint },
    () => SIM_STATS,
    ([stat, word]) => ({
      id: `${path}-${stat}`,
      label: `${name}, simulated ${word}`,
      value: ({ paths }) => paths[path]?.summary[stat],
      format: formatDuration,
    }),
  );

/** The share of one path's clients still failing some time after the failure. */
const tail = (path: FailoverPath, name: string, hint: string) =>
  family<FailoverOutcome, (typeof TAIL_TIMES)[number]>(
    { template: `${path}-after-<s>`, unit: 'fraction', section: 'results', hint },
    () => TAIL_TIMES,
    (t) => ({
      id: `${path}-after-${String(t)}`,
      label: `${name}, still failing after ${formatDuration(t)}`,
      value: ({ paths }) => {
        const p = paths[path];
        return p ? shareAfter(p.sorted, t) : null;
      },
      format: percent,
    }),
  );

const STATS_HINT =
  'failover time over simulated clients: median, p90, p99, worst, mean (`<stat>`: `p50`, `p90`, `p99`, `max`, `mean`)';

/** The panel's results, in page order: cards, CLI rows, exports and docs all come from here. */
export const FAILOVER_RESULTS: readonly ResultDecl<FailoverOutcome>[] = [
  result<FailoverOutcome>({
    id: 'az-failover',
    label: 'Multi-AZ failover on paper',
    unit: 's',
    section: 'results',
    hint: 'Multi-AZ on paper: `az_i × az_n + drain`',
    value: ({ model }) => model.azOnPaper,
    format: formatDuration,
  }),
  result<FailoverOutcome>({
    id: 'region-failover',
    label: 'Multi-region failover on paper',
    unit: 's',
    section: 'results',
    hint: 'Multi-region on paper: `dns_i × dns_n + ttl`',
    value: ({ model }) => model.regionOnPaper,
    format: formatDuration,
  }),
  simStats('az', 'Multi-AZ', `Multi-AZ ${STATS_HINT}`),
  simStats('region', 'Multi-region', `Multi-region ${STATS_HINT}`),
  tail(
    'az',
    'Multi-AZ',
    'Share of multi-AZ clients still on the failed side 1, 5 and 15 minutes after the failure (`<s>`: `60`, `300`, `900` seconds; fraction)',
  ),
  tail('region', 'Multi-region', 'The same for multi-region (fraction)'),
  result<FailoverOutcome>({
    id: 'rpo-writes',
    label: 'Writes lost on a regional failover',
    unit: 'count',
    section: 'budget',
    hint: 'Writes at risk on a regional failover: `lag × writes` (count)',
    value: ({ model }) => model.rpoWrites,
    format: (writes) => formatNumber(writes, 2),
  }),
  result<FailoverOutcome>({
    id: 'budget-year',
    label: 'Yearly budget',
    unit: 's',
    section: 'budget',
    hint: 'Yearly downtime budget at `a` under `cal`',
    value: ({ model }) => model.budgetYear,
    format: formatDuration,
  }),
  family<FailoverOutcome, readonly [(typeof FAILOVER_PATHS)[number], BudgetTime]>(
    {
      template: 'budget-share-<path>[-<client>]',
      unit: 'fraction',
      section: 'budget',
      hint: "`failovers × failover time / budget-year` for `<path>` `az` or `region` (fraction; above 1 = over budget): the on-paper time, or with `-mean`, `-p99` the simulated mean or p99 client's",
    },
    () => FAILOVER_PATHS.flatMap((p) => BUDGET_TIMES.map((time) => [p, time] as const)),
    ([{ path, name }, time]) => ({
      id: `budget-share-${path}${time.suffix}`,
      label: `${name}, share of the yearly budget, ${time.what}`,
      value: (o) => shareOfBudget(o.model, budgetSeconds(o, path, time)),
      format: percent,
    }),
  ),
];

/** What the panel answers: how long a failover takes, multi-AZ against multi-region. */
export const FAILOVER_HEADLINE: Headline<FailoverOutcome> = headlineOf(
  'az-failover',
  'region-failover',
);
