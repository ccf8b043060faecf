import type { PanelMeta } from '@/lib/panel-meta';

export const IDEMPOTENCY_META: PanelMeta = {
  id: 'idempotency',
  title: 'Idempotency keys',
  summary:
    'A payment endpoint, step by step: when a retry charges twice, and which guarantee broke.',
};
