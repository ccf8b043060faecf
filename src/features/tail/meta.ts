import type { PanelMeta } from '@/lib/panel-meta';

export const TAIL_META: PanelMeta = {
  id: 'tail',
  title: 'Tail latency & hedging',
  summary:
    'Why a request that fans out is slow when one leaf in a hundred is, and what hedged requests buy and cost: percentiles with and without, extra load, in an outage too.',
};
