import type { PanelMeta } from '@/lib/panel-meta';

export const DETECTION_META: PanelMeta = {
  id: 'detection',
  title: 'Health-check tuning',
  summary:
    'How many failed checks before ejecting a node: false triggers per node and per fleet against detection time, with configs to copy.',
};
