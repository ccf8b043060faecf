import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { COMPOSITION_SECTIONS } from './sections';
import { compositionState } from './state';

export const compositionPanel = definePanel(compositionState, COMPOSITION_SECTIONS, {
  id: 'composition',
  title: 'Composition',
  summary:
    'Serial chains, redundant groups and quorums: where an architecture’s availability goes, block by block.',
  Component: lazy(() => import('./composition-panel')),
});
