import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { BACKTEST_META } from './meta';
import { BACKTEST_SECTIONS } from './sections';
import { backtestState } from './state';

export const backtestPanel = definePanel(backtestState, BACKTEST_SECTIONS, {
  ...BACKTEST_META,
  embedHeight: {
    panel: 3400,
    sections: {
      inputs: 1100,
      results: 900,
      timeline: 560,
      policies: 360,
      export: 900,
    },
  },
  Component: lazy(() => import('./backtest-panel')),
});
