import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { FAILOVER_META } from './meta';
import { FAILOVER_SECTIONS } from './sections';
import { failoverState } from './state';

export const failoverPanel = definePanel(failoverState, FAILOVER_SECTIONS, {
  ...FAILOVER_META,
  embedHeight: {
    panel: 5820,
    sections: {
      inputs: 1040,
      results: 1320,
      chart: 410,
      budget: 560,
      comparison: 850,
      config: 1410,
    },
  },
  Component: lazy(() => import('./failover-panel')),
});
