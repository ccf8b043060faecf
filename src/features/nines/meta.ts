import type { PanelMeta } from '@/lib/panel-meta';

export const NINES_META: PanelMeta = {
  id: 'nines',
  title: 'Nines & downtime budgets',
  summary:
    'Availability ⇄ allowed downtime per day, week, month, quarter and year, under a calendar you choose.',
};
