import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { detectionState } from './state';

export const detectionPanel = definePanel(detectionState, {
  id: 'detection',
  title: 'Health-check tuning',
  summary:
    'How many failed checks before ejecting a node: false triggers per node and per fleet against detection time, with configs to copy.',
  Component: lazy(() => import('./detection-panel')),
});
