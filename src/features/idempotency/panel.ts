import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { IDEMPOTENCY_SECTIONS } from './sections';
import { idempotencyState } from './state';

export const idempotencyPanel = definePanel(idempotencyState, IDEMPOTENCY_SECTIONS, {
  id: 'idempotency',
  title: 'Idempotency keys',
  summary:
    'A payment endpoint, step by step: when a retry charges twice, and which guarantee broke.',
  embedHeight: {
    panel: 4370,
    sections: { presets: 220, inputs: 780, results: 340, diagram: 1400, trace: 750, ttl: 690 },
  },
  Component: lazy(() => import('./idempotency-panel')),
});
