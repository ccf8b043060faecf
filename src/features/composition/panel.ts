import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { COMPOSITION_META } from './meta';
import { COMPOSITION_SECTIONS } from './sections';
import { compositionState } from './state';

export const compositionPanel = definePanel(compositionState, COMPOSITION_SECTIONS, {
  ...COMPOSITION_META,
  embedHeight: {
    panel: 3940,
    sections: {
      inputs: 500,
      results: 240,
      diagram: 340,
      editor: 440,
      shares: 500,
      chart: 490,
      quorum: 770,
      refinements: 410,
    },
  },
  Component: lazy(() => import('./composition-panel')),
});
