import type { PanelMeta } from '@/lib/panel-meta';

export const RETRIES_META: PanelMeta = {
  id: 'retries',
  title: 'Retry storms & jitter',
  summary:
    'Simulate clients retrying after a failure: how jitter spreads a synchronised retry wave, drains a recovery, and cuts contention.',
};
