import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { RETRIES_SECTIONS } from './sections';
import { retriesState } from './state';

export const retriesPanel = definePanel(retriesState, RETRIES_SECTIONS, {
  id: 'retries',
  title: 'Retry storms & jitter',
  summary:
    'Simulate clients retrying after a failure: how jitter spreads a synchronised retry wave, drains a recovery, and cuts contention.',
  embedHeight: {
    panel: 3700,
    sections: { inputs: 390, results: 760, charts: 1170, formulas: 1220 },
  },
  Component: lazy(() => import('./retries-panel')),
});
