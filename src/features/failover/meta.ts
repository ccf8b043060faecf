import type { PanelMeta } from '@/lib/panel-meta';

export const FAILOVER_META: PanelMeta = {
  id: 'failover',
  title: 'Failover time',
  summary:
    'Multi-AZ load-balancer failover against multi-region DNS failover: on paper, over clients, in data and in budget.',
};
