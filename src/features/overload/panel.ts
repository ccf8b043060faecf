import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { OVERLOAD_META } from './meta';
import { OVERLOAD_SECTIONS } from './sections';
import { overloadState } from './state';

export const overloadPanel = definePanel(overloadState, OVERLOAD_SECTIONS, {
  ...OVERLOAD_META,
  embedHeight: {
    panel: 5040,
    sections: { inputs: 1660, results: 270, policy: 570, charts: 840, policies: 470, config: 1010 },
  },
  Component: lazy(() => import('./overload-panel')),
});
