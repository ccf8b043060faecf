import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { DECISION_SECTIONS } from './sections';
import { decisionState } from './state';

export const decisionPanel = definePanel(decisionState, DECISION_SECTIONS, {
  id: 'decision',
  title: 'Failover decision',
  summary:
    'Where automation stops and a human is paged: the rule is how reversible the action is, not how critical the service.',
  Component: lazy(() => import('./decision-panel')),
});
