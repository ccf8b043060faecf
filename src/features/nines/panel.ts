import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { NINES_META } from './meta';
import { NINES_SECTIONS } from './sections';
import { ninesState } from './state';

export const ninesPanel = definePanel(ninesState, NINES_SECTIONS, {
  ...NINES_META,
  embedHeight: {
    panel: 2980,
    sections: { inputs: 330, results: 460, budget: 230, chart: 410, tiers: 660, calendars: 670 },
  },
  Component: lazy(() => import('./nines-panel')),
});
