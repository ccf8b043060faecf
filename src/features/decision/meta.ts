import type { PanelMeta } from '@/lib/panel-meta';

export const DECISION_META: PanelMeta = {
  id: 'decision',
  title: 'Failover decision',
  summary:
    'Where automation stops and a human is paged: the rule is how reversible the action is, not how critical the service.',
};
