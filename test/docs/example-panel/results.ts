import { downtimeSeconds } from '@/core/availability/downtime';
import { toNumber } from '@/core/exact/rational';
import { formatDuration, formatPercent } from '@/core/format';
import { headlineOf, result, type Headline, type ResultDecl } from '@/lib/results/declare';
import type { BudgetModel } from './budget-model';

const THIRTY_DAYS = 30 * 86_400;

/** The panel's results, in page order: cards, CLI rows, exports and docs all come from here. */
export const BUDGET_RESULTS: readonly ResultDecl<BudgetModel>[] = [
  result<BudgetModel>({
    id: 'budget',
    label: 'Error budget',
    unit: 'fraction',
    section: 'results',
    hint: '1 − SLO, the share of requests that may fail',
    value: (m) => (m.budget ? toNumber(m.budget) : null),
    format: (b) => formatPercent(b),
  }),
  result<BudgetModel>({
    id: 'budget-30d',
    label: 'Downtime per 30 days',
    unit: 's',
    section: 'results',
    hint: 'Allowed downtime in 30 days, seconds',
    value: (m) => (m.budget ? downtimeSeconds(m.budget, THIRTY_DAYS) : null),
    format: formatDuration,
  }),
];

/** What the panel answers, under its title: the downtime the budget allows in 30 days. */
export const BUDGET_HEADLINE: Headline<BudgetModel> = headlineOf('budget-30d');
