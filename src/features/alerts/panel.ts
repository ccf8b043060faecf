import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { ALERTS_SECTIONS } from './sections';
import { alertsState } from './state';

export const alertsPanel = definePanel(alertsState, ALERTS_SECTIONS, {
  id: 'alerts',
  title: 'SLO burn-rate alerts',
  summary:
    'Multiwindow, multi-burn-rate alerts: how fast each tier fires, how long it keeps firing, how noisy it is at low traffic, and the rules to copy.',
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
