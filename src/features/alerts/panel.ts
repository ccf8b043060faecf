import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { ALERTS_META } from './meta';
import { ALERTS_SECTIONS } from './sections';
import { alertsState } from './state';

export const alertsPanel = definePanel(alertsState, ALERTS_SECTIONS, {
  ...ALERTS_META,
  embedHeight: {
    panel: 5790,
    sections: {
      inputs: 1130,
      results: 1300,
      tiers: 410,
      fire: 440,
      replay: 510,
      noise: 480,
      rules: 1290,
    },
  },
  Component: lazy(() => import('./alerts-panel')),
});
