import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { RETRIES_META } from './meta';
import { RETRIES_SECTIONS } from './sections';
import { retriesState } from './state';

export const retriesPanel = definePanel(retriesState, RETRIES_SECTIONS, {
  ...RETRIES_META,
  embedHeight: {
    panel: 3700,
    sections: { inputs: 390, results: 760, charts: 1170, formulas: 1220 },
  },
  Component: lazy(() => import('./retries-panel')),
});
