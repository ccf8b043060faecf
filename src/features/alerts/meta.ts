import type { PanelMeta } from '@/lib/panel-meta';

export const ALERTS_META: PanelMeta = {
  id: 'alerts',
  title: 'SLO burn-rate alerts',
  summary:
    'Multiwindow, multi-burn-rate alerts: how fast each tier fires, how long it keeps firing, how noisy it is at low traffic, and the rules to copy.',
};
