import type { PanelMeta } from '@/lib/panel-meta';

export const BACKTEST_META: PanelMeta = {
  id: 'backtest',
  title: 'Alert backtest',
  summary:
    'What your burn-rate alerts would have done on your own metrics: when each tier pages, how late, how often for nothing, and what another policy would have done.',
};
