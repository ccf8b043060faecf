import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { OVERLOAD_SECTIONS } from './sections';
import { overloadState } from './state';

export const overloadPanel = definePanel(overloadState, OVERLOAD_SECTIONS, {
  id: 'overload',
  title: 'Retry budgets & overload',
  summary:
    'How much load retries add when a dependency fails, what gRPC, AWS and Finagle retry budgets and circuit breakers cap, and when a short overload becomes a metastable failure.',
  embedHeight: {
    panel: 5040,
    sections: { inputs: 1660, results: 270, policy: 570, charts: 840, policies: 470, config: 1010 },
  },
  Component: lazy(() => import('./overload-panel')),
});
