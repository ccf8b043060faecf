import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { CAPACITY_META } from './meta';
import { CAPACITY_SECTIONS } from './sections';
import { capacityState } from './state';

export const capacityPanel = definePanel(capacityState, CAPACITY_SECTIONS, {
  ...CAPACITY_META,
  embedHeight: {
    panel: 4200,
    sections: {
      inputs: 700,
      results: 900,
      knee: 520,
      wait: 480,
      closed: 520,
      simulation: 520,
      config: 900,
    },
  },
  Component: lazy(() => import('./capacity-panel')),
});
