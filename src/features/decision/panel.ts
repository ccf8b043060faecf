import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { DECISION_META } from './meta';
import { DECISION_SECTIONS } from './sections';
import { decisionState } from './state';

export const decisionPanel = definePanel(decisionState, DECISION_SECTIONS, {
  ...DECISION_META,
  embedHeight: {
    panel: 3520,
    sections: { presets: 170, inputs: 650, results: 380, flowchart: 2130 },
  },
  Component: lazy(() => import('./decision-panel')),
});
