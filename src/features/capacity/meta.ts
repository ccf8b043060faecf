import type { PanelMeta } from '@/lib/panel-meta';

export const CAPACITY_META: PanelMeta = {
  id: 'capacity',
  title: 'Queueing & capacity',
  summary:
    'Why latency blows up at high utilisation: M/M/c waits and tails, the servers a target needs, and the headroom to lose a zone.',
};
