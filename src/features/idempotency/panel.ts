import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { IDEMPOTENCY_SECTIONS } from './sections';
import { idempotencyState } from './state';

export const idempotencyPanel = definePanel(idempotencyState, IDEMPOTENCY_SECTIONS, {
  id: 'idempotency',
  title: 'Idempotency keys',
  summary:
    'A payment endpoint, step by step: when a retry charges twice, and which guarantee broke.',
  Component: lazy(() => import('./idempotency-panel')),
});
