import type { PanelMeta } from '@/lib/panel-meta';

export const OVERLOAD_META: PanelMeta = {
  id: 'overload',
  title: 'Retry budgets & overload',
  summary:
    'How much load retries add when a dependency fails, what gRPC, AWS and Finagle retry budgets and circuit breakers cap, and when a short overload becomes a metastable failure.',
};
