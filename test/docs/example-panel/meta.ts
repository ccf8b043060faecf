import type { PanelMeta } from '@/lib/panel-meta';

export const BUDGET_META: PanelMeta = {
  id: 'budget',
  title: 'Error budget',
  summary: 'The share of requests an SLO lets fail, and the downtime that allows in 30 days.',
};
