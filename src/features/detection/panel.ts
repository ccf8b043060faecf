import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { DETECTION_META } from './meta';
import { DETECTION_SECTIONS } from './sections';
import { detectionState } from './state';

export const detectionPanel = definePanel(detectionState, DETECTION_SECTIONS, {
  ...DETECTION_META,
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
