import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { IDEMPOTENCY_META } from './meta';
import { IDEMPOTENCY_SECTIONS } from './sections';
import { idempotencyState } from './state';

export const idempotencyPanel = definePanel(idempotencyState, IDEMPOTENCY_SECTIONS, {
  ...IDEMPOTENCY_META,
  embedHeight: {
    panel: 4370,
    sections: { presets: 220, inputs: 780, results: 340, diagram: 1400, trace: 750, ttl: 690 },
  },
  Component: lazy(() => import('./idempotency-panel')),
});
