import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { DECISION_SECTIONS } from './sections';
import { decisionState } from './state';

export const decisionPanel = definePanel(decisionState, DECISION_SECTIONS, {
  id: 'decision',
  title: 'Failover decision',
  summary:
    'Where automation stops and a human is paged: the rule is how reversible the action is, not how critical the service.',
  embedHeight: {
    panel: 3520,
    sections: { presets: 170, inputs: 650, results: 380, flowchart: 2130 },
  },
  Component: lazy(() => import('./decision-panel')),
});
