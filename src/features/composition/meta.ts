import type { PanelMeta } from '@/lib/panel-meta';

export const COMPOSITION_META: PanelMeta = {
  id: 'composition',
  title: 'Composition',
  summary:
    'Serial chains, redundant groups and quorums: where an architecture’s availability goes, block by block.',
};
