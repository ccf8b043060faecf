import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { TAIL_META } from './meta';
import { TAIL_SECTIONS } from './sections';
import { tailState } from './state';

export const tailPanel = definePanel(tailState, TAIL_SECTIONS, {
  ...TAIL_META,
  embedHeight: {
    panel: 4400,
    sections: {
      inputs: 980,
      results: 760,
      cdf: 460,
      fanout: 460,
      knee: 460,
      simulation: 520,
      config: 1400,
    },
  },
  Component: lazy(() => import('./tail-panel')),
});
