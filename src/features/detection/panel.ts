import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { DETECTION_SECTIONS } from './sections';
import { detectionState } from './state';

export const detectionPanel = definePanel(detectionState, DETECTION_SECTIONS, {
  id: 'detection',
  title: 'Health-check tuning',
  summary:
    'How many failed checks before ejecting a node: false triggers per node and per fleet against detection time, with configs to copy.',
  embedHeight: {
    panel: 3820,
    sections: {
      inputs: 1150,
      results: 970,
      recommendation: 240,
      shared: 270,
      chart: 410,
      config: 560,
    },
  },
  Component: lazy(() => import('./detection-panel')),
});
